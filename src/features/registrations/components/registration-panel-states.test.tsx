// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { RegistrationPanel } from "./registration-panel.tsx";

const user = testUser();
const REG_ID = "0197aaaa-0000-7000-8000-00000000a001";

async function seed(experience: Partial<ExperienceRow>, registration: Partial<RegistrationRow>) {
  const row = testExperience(experience);
  await db.experiences.put(row);
  await db.registrations.put({
    id: REG_ID,
    userId: user.id,
    experienceId: row.id,
    status: "registered",
    registeredAt: "2030-01-01T00:00:00.000Z",
    attendedAt: null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
    cancelledAt: null,
    ...registration,
  });
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationPanel
        experience={row}
        renderTicketButton={(r) => (
          <button type="button">{`Show Ticket ${r.ticketToken ?? "pending"}`}</button>
        )}
      />
    </I18nProvider>,
  );
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const outboxNames = async () => (await db.outbox.toArray()).map((e) => e.name);
const dialog = () => screen.getByRole("dialog", { hidden: true });

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
});
afterEach(cleanup);

describe("RegistrationPanel: a registration's life", () => {
  it("says confirmed once the server's ticket token arrived", async () => {
    await seed({}, { ticketToken: "signed-token" });
    expect(await screen.findByText(/Your place is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Ticket signed-token" })).toBeInTheDocument();
  });

  it("cancels after asking (offline: queued), then offers to register again", async () => {
    await seed({}, { ticketToken: "signed-token" });
    const cancel = await screen.findByRole("button", { name: "Cancel registration" });
    await click(cancel);
    expect(dialog().hasAttribute("open")).toBe(true);
    expect(within(dialog()).getByRole("heading")).toHaveAccessibleName("Cancel your registration?");
    // The safe answer first: keeping the place changes nothing.
    const keep = within(dialog()).getByRole("button", { name: "Keep my place" });
    expect(keep).toHaveFocus();
    await click(keep);
    await waitFor(() => expect(dialog().hasAttribute("open")).toBe(false));
    expect(await outboxNames()).toEqual([]);

    await click(cancel);
    await click(within(dialog()).getByRole("button", { name: "Cancel registration" }));
    const heading = await screen.findByRole("heading", { name: "Registration cancelled" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/^Cancelled on .+\. You can register again\.$/)).toBeInTheDocument();
    expect(await outboxNames()).toEqual(["registration.cancel"]);
    expect(await db.registrations.get(REG_ID)).toMatchObject({
      status: "cancelled",
      ticketToken: null,
    });

    // Registering again revives the same registration (same id, same ticket id).
    await click(screen.getByRole("button", { name: "Get Free Ticket" }));
    await screen.findByRole("heading", { name: "You're Registered!" });
    expect(await db.registrations.toArray()).toMatchObject([{ id: REG_ID, status: "registered" }]);
  });

  it("offers no cancellation once the experience has started", async () => {
    await seed({ date: "2020-01-01T18:00:00.000Z" }, { ticketToken: "signed-token" });
    await screen.findByRole("heading", { name: "You're Registered!" });
    expect(screen.queryByRole("button", { name: "Cancel registration" })).not.toBeInTheDocument();
  });

  it("on the waiting list: says so, no ticket, and leaving takes one confirmation", async () => {
    await seed({ maxParticipants: 1, placesTaken: 1 }, { status: "waitlisted" });
    await screen.findByRole("heading", { name: "You're on the waiting list" });
    expect(
      screen.getByText(/We'll move you up automatically when a place is freed/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show Ticket/ })).not.toBeInTheDocument();
    await click(screen.getByRole("button", { name: "Leave the waiting list" }));
    expect(within(dialog()).getByRole("heading")).toHaveAccessibleName("Leave the waiting list?");
    await click(within(dialog()).getByRole("button", { name: "Leave the waiting list" }));
    await screen.findByRole("heading", { name: "Registration cancelled" });
    expect(screen.getByRole("button", { name: "Join the waiting list" })).toBeInTheDocument();
    expect(await outboxNames()).toEqual(["registration.cancel"]);
  });

  it("after the visit: attended with its date and the ticket, never a cancellation", async () => {
    await seed(
      { date: "2020-01-01T18:00:00.000Z" },
      { status: "attended", attendedAt: "2020-01-01T18:05:00.000Z", ticketToken: "signed-token" },
    );
    expect(
      await screen.findByRole("heading", { name: "You attended on Jan 1, 2020" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Ticket signed-token" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it("not attended: says so in words, no ticket, no cancellation", async () => {
    await seed({ date: "2020-01-01T18:00:00.000Z" }, { status: "no_show" });
    expect(
      await screen.findByRole("heading", { name: "Marked as not attended" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a status from a newer server neutrally, without actions", async () => {
    await seed({}, { status: "transferred" });
    expect(await screen.findByRole("heading", { name: "Your registration" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
