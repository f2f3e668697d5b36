// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#features/auth/index.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { RegistrationPanel } from "./registration-panel.tsx";

const user = testUser();
const experience = testExperience();

function renderPanel() {
  render(
    <I18nProvider i18n={i18n}>
      <RegistrationPanel
        experienceId={experience.id}
        renderTicketButton={(r: RegistrationRow) => (
          <button type="button">{`Show Ticket ${r.ticketToken ?? "pending"}`}</button>
        )}
      />
    </I18nProvider>,
  );
}

async function reject(code: string) {
  await db.rejections.put({
    id: "0197aaaa-0000-7000-8000-00000000f001",
    userId: user.id,
    name: "registration.create",
    args: { id: "0197aaaa-0000-7000-8000-00000000f002", experienceId: experience.id },
    code,
    message: "The server's English words, never shown",
    errors: null,
    createdAt: "2030-01-01T00:00:00.000Z",
    rejectedAt: "2030-01-01T00:00:01.000Z",
  });
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.put(experience);
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
  useToastStore.getState().dismiss();
});
afterEach(cleanup);

describe("RegistrationPanel", () => {
  it("registers on this device at once, toasts, and awaits confirmation", async () => {
    renderPanel();
    const button = await screen.findByRole("button", { name: "Get Free Ticket" });
    await act(async () => fireEvent.click(button));
    const heading = await screen.findByRole("heading", { name: "You're Registered!" });
    expect(screen.getByText(/Awaiting confirmation/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show Ticket pending" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(useToastStore.getState().current).toMatchObject({
      title: "Registration successful!",
      description: "You've been registered for this experience. Check your profile for details.",
    });
    const rows = await db.registrations.toArray();
    expect(rows).toMatchObject([
      { userId: user.id, experienceId: experience.id, status: "registered" },
    ]);
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(["registration.create"]);
  });

  it("says confirmed once the server's ticket token arrived", async () => {
    await db.registrations.put({
      id: "0197aaaa-0000-7000-8000-00000000a001",
      userId: user.id,
      experienceId: experience.id,
      status: "registered",
      registeredAt: "2030-01-01T00:00:00.000Z",
      attendedAt: null,
      completedAt: null,
      wellbeingImpact: null,
      ticketToken: "signed-token",
      cancelledAt: null,
    });
    renderPanel();
    expect(await screen.findByText(/Your place is confirmed/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show Ticket signed-token" })).toBeTruthy();
  });

  it("shows a refused registration as not confirmed, disabled when full", async () => {
    await reject("experience_full");
    renderPanel();
    expect(await screen.findByText("Not confirmed")).toBeTruthy();
    expect(screen.getByText("This experience is full", { selector: "p" })).toBeTruthy();
    const button = screen.getByRole("button", { name: "This experience is full" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets the user try again after another kind of refusal", async () => {
    await reject("experience_inactive");
    renderPanel();
    expect(await screen.findByText("This experience is no longer available")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
