// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { MoodEntryRow, RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { MoodHistory } from "./mood-history.tsx";

const user = testUser();
const at = (day: number, hour: number) => new Date(2025, 5, day, hour, 0).toISOString();
let n = 0;
const entry = (
  createdAt: string,
  mood: MoodEntryRow["mood"],
  intensity: number,
  experienceId?: string,
) =>
  ({
    id: `mood-${++n}`,
    userId: user.id,
    mood,
    intensity,
    notes: null,
    createdAt,
    experienceId: experienceId ?? null,
  }) satisfies MoodEntryRow;

const attended = (experienceId: string, day: number): RegistrationRow => ({
  id: `reg-${experienceId}`,
  userId: user.id,
  experienceId,
  status: "attended",
  registeredAt: at(1, 9),
  attendedAt: at(day, 17),
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

/** Three check-ins on days without a visit: −4, −2, +3 → −1 on average. */
const otherDays = [
  entry(at(25, 9), "stressed", 4),
  entry(at(26, 9), "sad", 2),
  entry(at(27, 9), "joyful", 3),
];

async function seedMusicVisits(count: number) {
  const days = [2, 4, 6, 8].slice(0, count);
  await db.experiences.bulkPut(
    days.map((d) => testExperience({ id: `music-${d}`, title: `Choir ${d}`, category: "music" })),
  );
  await db.registrations.bulkPut(days.map((d) => attended(`music-${d}`, d)));
  // Before each visit "anxious 5" (−5), after it "joyful 1" (+1), logged for the visit.
  return days.flatMap((d) => [
    entry(at(d, 12), "anxious", 5),
    entry(at(d, 20), "joyful", 1, `music-${d}`),
  ]);
}

function renderHistory(entries: MoodEntryRow[]) {
  const sorted = [...entries].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return render(
    <I18nProvider i18n={i18n}>
      <MoodHistory entries={sorted} now={new Date(2025, 5, 28, 12)} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user, expired: false });
});
afterEach(() => cleanup());

describe("MoodHistory", () => {
  it("groups several check-ins of a day under one date, each with its time of day", async () => {
    renderHistory([
      entry(at(27, 8), "curious", 6),
      entry(at(27, 21), "reflective", 4),
      entry(at(26, 9), "sad", 3),
    ]);
    const list = screen.getByTestId("mood-entries");
    const days = within(list).getAllByRole("heading", { level: 4 });
    expect(days.map((h) => h.textContent)).toEqual([
      "Friday, June 27, 2025",
      "Thursday, June 26, 2025",
    ]);
    const friday = days[0]?.closest("section") as HTMLElement;
    expect(
      within(friday)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("time")?.textContent),
    ).toEqual(["9:00 PM", "8:00 AM"]);
    expect(await screen.findByText(/Your insight appears after 3 visits/)).toBeInTheDocument();
  });

  it("shows no insight figure from 2 visits, and says how far along it is", async () => {
    const moods = await seedMusicVisits(2);
    renderHistory([...moods, ...otherDays]);
    const card = await screen.findByTestId("mood-insight");
    expect(
      await within(card).findByText("Music & Sound: 2 of 3 visits so far."),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/points (higher|lower)/);
  });

  it("states the insight with its rule from 3 visits, and the before/after of each visit", async () => {
    const moods = await seedMusicVisits(3);
    renderHistory([...moods, ...otherDays]);
    const card = await screen.findByTestId("mood-insight");
    expect(
      await within(card).findByText(
        "After Music & Sound experiences your mood was 4 points higher on average than at other times, over 3 visits.",
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText("Average score after these visits +1, at other times -3."),
    ).toBeInTheDocument();
    expect(within(card).getByTestId("insight-rule")).toHaveTextContent(
      "with your 6 check-ins that followed no visit",
    );
    // The three check-ins before the visits count as "without": they followed none.
    const visits = within(screen.getByTestId("visit-moods")).getAllByRole("listitem");
    expect(visits).toHaveLength(3);
    expect(visits[0]).toHaveTextContent("Choir 6");
    expect(visits[0]).toHaveTextContent("Before: Anxious 5/10 (score -5)");
    expect(visits[0]).toHaveTextContent("After: Joyful 1/10 (score +1)");
    expect(visits[0]).toHaveTextContent("Change: +6 points");
    // The visit's own mood names its experience in the day list.
    expect(screen.getAllByText("After your visit: Choir 6")).toHaveLength(1);
  });
});
