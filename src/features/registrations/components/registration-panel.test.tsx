// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { RegistrationPanel } from "./registration-panel.tsx";

const user = testUser();
const REG_ID = "0197aaaa-0000-7000-8000-00000000a001";

function renderPanel(experience: ExperienceRow) {
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationPanel
        experience={experience}
        renderTicketButton={(r: RegistrationRow) => (
          <button type="button">{`Show Ticket ${r.ticketToken ?? "pending"}`}</button>
        )}
      />
    </I18nProvider>,
  );
}

/** Seeds the experience (and the user's registration) on this device, then renders. */
async function seed(experience: Partial<ExperienceRow>, registration?: Partial<RegistrationRow>) {
  const row = testExperience(experience);
  await db.experiences.put(row);
  if (registration) {
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
  }
  renderPanel(row);
  return row;
}

async function reject(code: string, rejectedAt = "2030-01-01T00:00:01.000Z") {
  await db.rejections.put({
    id: "0197aaaa-0000-7000-8000-00000000f001",
    userId: user.id,
    name: "registration.create",
    args: { id: "0197aaaa-0000-7000-8000-00000000f002", experienceId: testExperience().id },
    code,
    message: "The server's English words, never shown",
    errors: null,
    createdAt: "2030-01-01T00:00:00.000Z",
    rejectedAt,
  });
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const outboxNames = async () => (await db.outbox.toArray()).map((e) => e.name);
const panelText = () => screen.getByTestId("registration-panel").textContent ?? "";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
  useToastStore.getState().dismiss();
});
afterEach(cleanup);

describe("RegistrationPanel: joining", () => {
  it("registers on this device at once, toasts, and awaits confirmation", async () => {
    await seed({});
    expect(
      await screen.findByText("Registration is free. Your ticket works offline, too."),
    ).toBeInTheDocument();
    await click(await screen.findByRole("button", { name: "Get Free Ticket" }));
    const heading = await screen.findByRole("heading", { name: "You're Registered!" });
    expect(screen.getByText(/Awaiting confirmation/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Ticket pending" })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(useToastStore.getState().current).toMatchObject({
      title: "Registration successful!",
      description: "You've been registered for this experience. Check your profile for details.",
    });
    expect(await db.registrations.toArray()).toMatchObject([
      { userId: user.id, status: "registered" },
    ]);
    expect(await outboxNames()).toEqual(["registration.create"]);
  });

  it("never calls a paid experience free: its price, paid at the venue", async () => {
    await seed({ price: 1250 });
    const button = await screen.findByRole("button", {
      name: "Reserve a place — pay at the venue",
    });
    expect(screen.getByTestId("registration-price").textContent).toBe("€12.50");
    expect(panelText()).toContain("There is no online payment.");
    expect(panelText()).not.toMatch(/free/i);
    await click(button);
    expect(await screen.findByRole("heading", { name: "You're Registered!" })).toBeInTheDocument();
  });

  it("says how few places are left, and nothing while many are", async () => {
    await seed({ maxParticipants: 10, placesTaken: 7 });
    expect((await screen.findByTestId("places-left")).textContent).toBe("3 places left");
    cleanup();
    await seed({ maxParticipants: 10, placesTaken: 9 });
    expect((await screen.findByTestId("places-left")).textContent).toBe("1 place left");
    cleanup();
    await seed({ maxParticipants: 40, placesTaken: 2 });
    await screen.findByRole("button", { name: "Get Free Ticket" });
    expect(screen.queryByTestId("places-left")).not.toBeInTheDocument();
  });

  it("offers the waiting list when full, saying who waits and how places are given", async () => {
    await seed({ maxParticipants: 2, placesTaken: 2, waitlistCount: 3 });
    const offer = await screen.findByTestId("waitlist-offer");
    expect(offer).toHaveTextContent("This experience is full. 3 people are waiting.");
    expect(offer).toHaveTextContent("goes to the first person in line automatically");
    expect(screen.queryByRole("button", { name: "Get Free Ticket" })).not.toBeInTheDocument();
    await click(screen.getByRole("button", { name: "Join the waiting list" }));
    const heading = await screen.findByRole("heading", { name: "You're on the waiting list" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(useToastStore.getState().current?.title).toBe("You're on the waiting list");
    expect(screen.getByRole("button", { name: "Leave the waiting list" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show Ticket/ })).not.toBeInTheDocument();
    expect(await db.registrations.toArray()).toMatchObject([{ status: "waitlisted" }]);
  });
});

describe("RegistrationPanel: refusals", () => {
  it("shows an old 'full' refusal and offers the waiting list once the row says full", async () => {
    await reject("experience_full");
    await seed({ maxParticipants: 1, placesTaken: 1 });
    expect(await screen.findByText("Not confirmed")).toBeInTheDocument();
    expect(screen.getByText("This experience is full", { selector: "p" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Join the waiting list" });
    expect(button).toBeEnabled();
  });

  it("lets the user try again after another kind of refusal", async () => {
    await reject("experience_inactive");
    await seed({});
    expect(await screen.findByText("This experience is no longer available")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });

  it("forgets a refusal older than the user's own cancellation", async () => {
    await reject("experience_inactive", "2030-01-01T00:00:01.000Z");
    await seed({}, { status: "cancelled", cancelledAt: "2030-02-01T00:00:00.000Z" });
    await screen.findByRole("heading", { name: "Registration cancelled" });
    expect(screen.queryByText("Not confirmed")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get Free Ticket" })).toBeInTheDocument();
  });
});
