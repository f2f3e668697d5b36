// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useOpenMoments } from "../hooks/use-mood-moments.ts";
import { MoodMomentPrompts } from "./mood-moment-prompts.tsx";

const user = testUser();
const EXP = "0197aaaa-0000-7000-8000-0000000000e1";
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function registration(status: string, attendedAt: string | null = null): RegistrationRow {
  return {
    id: "0197aaaa-0000-7000-8000-000000000101",
    userId: user.id,
    experienceId: EXP,
    status,
    registeredAt: ago(60 * 24),
    attendedAt,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
    cancelledAt: null,
  };
}

/** As home shows them: the open moments read, then the prompts. */
function HomeMoments() {
  const moments = useOpenMoments();
  return moments ? <MoodMomentPrompts moments={moments} /> : null;
}

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const settle = () => new Promise((r) => setTimeout(r, 50));
/** A finger on a mood: the pointer comes down, then the click selects it. */
function tap(radio: HTMLElement) {
  fireEvent.pointerDown(radio);
  fireEvent.click(radio);
}
const queuedMoods = async () =>
  (await db.outbox.toArray()).filter((o) => o.name === "mood.log").map((o) => o.args);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
});
afterEach(() => cleanup());

describe("the mood moment on arrival", () => {
  beforeEach(async () => {
    // Started 10 minutes ago, for 90 minutes.
    await db.experiences.put(
      testExperience({ id: EXP, title: "Choir Evening", date: ago(10), duration: 90 }),
    );
  });

  it("appears once the pull brings the check-in, and one tap logs it with its moment", async () => {
    await db.registrations.put(registration("registered"));
    wrap(<HomeMoments />);
    await settle();
    expect(screen.queryByTestId("mood-moment")).not.toBeInTheDocument();

    // The door checked the user in; the pull writes the row as it arrived.
    await db.registrations.put(registration("attended", ago(12)));
    const prompt = await screen.findByTestId("mood-moment");
    // getByRole fails the test when the heading is missing.
    within(prompt).getByRole("heading", { name: "You're checked in — how do you feel now?" });
    tap(within(prompt).getByRole("radio", { name: "Curious" }));

    const thanks = await screen.findByRole("status");
    expect(thanks.textContent).toBe("Saved: Curious. Thank you.");
    expect(thanks).toHaveFocus();
    await waitFor(() => expect(screen.queryByTestId("mood-moment")).not.toBeInTheDocument());
    expect(await queuedMoods()).toEqual([
      expect.objectContaining({
        mood: "curious",
        intensity: 5,
        experienceId: EXP,
        moment: "arrival",
      }),
    ]);
    expect(await db.moodEntries.toArray()).toEqual([
      expect.objectContaining({ experienceId: EXP, moment: "arrival" }),
    ]);
  });

  it("from the keyboard, moving through the moods logs nothing until saved", async () => {
    await db.registrations.put(registration("attended", ago(12)));
    wrap(<HomeMoments />);
    const prompt = await screen.findByTestId("mood-moment");
    fireEvent.click(within(prompt).getByRole("radio", { name: "Anxious" }));
    await settle();
    expect(await queuedMoods()).toEqual([]);
    fireEvent.click(within(prompt).getByRole("button", { name: "Save: Anxious" }));
    await waitFor(async () =>
      expect(await queuedMoods()).toEqual([
        expect.objectContaining({ mood: "anxious", moment: "arrival" }),
      ]),
    );
  });

  it("once put away, never comes back for this visit", async () => {
    await db.registrations.put(registration("attended", ago(12)));
    const first = wrap(<HomeMoments />);
    const prompt = await screen.findByTestId("mood-moment");
    fireEvent.click(within(prompt).getByRole("button", { name: /^Not this time/ }));
    await waitFor(() => expect(screen.queryByTestId("mood-moment")).not.toBeInTheDocument());
    first.unmount();
    wrap(<HomeMoments />);
    await settle();
    expect(screen.queryByTestId("mood-moment")).not.toBeInTheDocument();
    expect(await queuedMoods()).toEqual([]);
  });
});

describe("the mood moment after the session", () => {
  beforeEach(async () => {
    // Started three hours ago, for an hour: it ended two hours ago.
    await db.experiences.put(
      testExperience({ id: EXP, title: "Choir Evening", date: ago(180), duration: 60 }),
    );
    await db.registrations.put(registration("attended", ago(182)));
  });

  it("asks how they feel after the experience and logs the moment after", async () => {
    wrap(<HomeMoments />);
    const prompt = await screen.findByTestId("mood-moment");
    within(prompt).getByRole("heading", { name: "How do you feel after Choir Evening?" });
    tap(within(prompt).getByRole("radio", { name: "Joyful" }));
    await waitFor(async () =>
      expect(await queuedMoods()).toEqual([
        expect.objectContaining({ mood: "joyful", experienceId: EXP, moment: "after" }),
      ]),
    );
  });

  it('is not asked when "How was it?" already logged the visit\'s mood', async () => {
    await db.moodEntries.put({
      id: "0197aaaa-0000-7000-8000-0000000003a1",
      userId: user.id,
      mood: "reflective",
      intensity: 6,
      notes: null,
      createdAt: ago(100),
      experienceId: EXP,
    });
    wrap(<HomeMoments />);
    await settle();
    expect(screen.queryByTestId("mood-moment")).not.toBeInTheDocument();
  });
});
