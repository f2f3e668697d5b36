// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { testExperience } from "#testing/fixtures.ts";
import { TicketDialog, ticketId } from "./ticket-dialog.tsx";

const experience = testExperience({
  title: "Evening choir",
  venue: "Old Town Hall",
  location: "Riga",
});
const registration = (
  ticketToken: string | null,
  overrides: Partial<RegistrationRow> = {},
): RegistrationRow => ({
  id: "0197aaaa-0000-7000-8000-00000000a001",
  userId: "0197aaaa-0000-7000-8000-0000000000a1",
  experienceId: experience.id,
  status: "registered",
  registeredAt: "2030-01-01T00:00:00.000Z",
  attendedAt: null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken,
  cancelledAt: null,
  ...overrides,
});

function renderTicket(
  token: string | null,
  attendee: string | null,
  overrides: { experience?: Partial<ExperienceRow>; registration?: Partial<RegistrationRow> } = {},
) {
  render(
    <I18nProvider i18n={i18n}>
      <TicketDialog
        open
        onClose={() => {}}
        experience={{ ...experience, ...overrides.experience }}
        registration={registration(token, overrides.registration)}
        attendee={attendee}
      />
    </I18nProvider>,
  );
  return screen.getByTestId("ticket-dialog");
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("TicketDialog", () => {
  it("shows every item and a QR code of the server-signed token", async () => {
    const dialog = renderTicket("signed.token-value", "demo-individual");
    for (const text of [
      "Evening choir",
      "Music & Sound",
      "Old Town Hall",
      "Riga",
      "FREE",
      "demo-individual",
      `#${experience.id}-0197aaaa-0000-7000-8000-0000000000a1`,
      "Please arrive 15 minutes early.",
    ]) {
      expect(dialog.textContent, text).toContain(text);
    }
    const qr = (await screen.findByTestId("ticket-qr")) as HTMLImageElement;
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(qr).toHaveAttribute("data-token", "signed.token-value");
    expect(decodeURIComponent(qr.getAttribute("src") ?? "")).toContain("<svg");
    // The short id door staff look a ticket up by, under the code; the status in words.
    expect(screen.getByTestId("ticket-ref").textContent).toBe("Ticket ID 0000A001");
    expect(dialog).toHaveTextContent("StatusConfirmed");
  });

  it("says what a paid ticket costs, paid at the venue, and never FREE", () => {
    const dialog = renderTicket("signed.token-value", "demo-individual", {
      experience: { price: 1250 },
    });
    expect(screen.getByTestId("ticket-price").textContent).toBe("€12.50 · pay at the venue");
    expect(dialog).not.toHaveTextContent(/free/i);
  });

  it("offers Cancel registration until the start only", () => {
    renderTicket("signed.token-value", "demo-individual");
    expect(screen.getByRole("button", { name: "Cancel registration" })).toBeInTheDocument();
    cleanup();
    renderTicket("signed.token-value", "demo-individual", {
      experience: { date: "2020-01-01T18:00:00.000Z" },
    });
    expect(screen.queryByRole("button", { name: "Cancel registration" })).not.toBeInTheDocument();
  });

  it("shows when an attended ticket was checked in", () => {
    const dialog = renderTicket("signed.token-value", "demo-individual", {
      experience: { date: "2020-01-01T18:00:00.000Z" },
      registration: { status: "attended", attendedAt: "2020-01-01T18:05:00.000Z" },
    });
    expect(dialog).toHaveTextContent(/StatusAttended · checked in Jan 1, 2020, \d/);
    expect(screen.queryByRole("button", { name: "Cancel registration" })).not.toBeInTheDocument();
  });

  it("shows a cancelled ticket as not valid, without a code", () => {
    const dialog = renderTicket(null, "demo-individual", {
      registration: { status: "cancelled", cancelledAt: "2030-02-01T00:00:00.000Z" },
    });
    expect(dialog).toHaveTextContent("StatusCancelled");
    expect(screen.getByTestId("ticket-invalid")).toHaveTextContent("This ticket is not valid");
    expect(screen.queryByTestId("ticket-qr")).not.toBeInTheDocument();
    expect(screen.queryByTestId("ticket-ref")).not.toBeInTheDocument();
  });

  it("awaits confirmation instead of a code before the server signed it; Guest when unnamed", () => {
    const dialog = renderTicket(null, null);
    expect(screen.getByTestId("ticket-awaiting")).toHaveTextContent("Awaiting confirmation");
    expect(screen.queryByTestId("ticket-qr")).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent("Guest");
  });

  it("formats the ticket id as #{experienceId}-{userId}", () => {
    expect(ticketId("e1", "u1")).toBe("#e1-u1");
  });
});
