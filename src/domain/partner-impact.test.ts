import { describe, expect, it } from "vitest";
import { IMPACT_MIN_PEOPLE, type ImpactMood, partnerImpact } from "./partner-impact.ts";

const START = "2025-07-01T17:00:00.000Z";
const experiences = [
  { id: "e1", date: START },
  { id: "e2", date: "2025-07-08T17:00:00.000Z" },
];
const people = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `u${from + i}`);
const mood = (
  userId: string,
  createdAt: string,
  mood: string,
  intensity: number,
  visit: { experienceId?: string; moment?: string } = {},
): ImpactMood => ({
  userId,
  mood,
  intensity,
  createdAt,
  experienceId: visit.experienceId ?? null,
  moment: visit.moment ?? null,
});
/** Arrival "sad 4" (−4), after "joyful 4" (+4): +8 each. */
const pairs = (users: readonly string[]) =>
  users.flatMap((u) => [
    mood(u, "2025-07-01T17:05:00Z", "sad", 4, { experienceId: "e1", moment: "arrival" }),
    mood(u, "2025-07-01T19:00:00Z", "joyful", 4, { experienceId: "e1", moment: "after" }),
  ]);

describe("partnerImpact", () => {
  it("gives no figure under IMPACT_MIN_PEOPLE people and both from it", () => {
    expect(IMPACT_MIN_PEOPLE).toBe(10);
    const nine = people(9);
    const visits = nine.map((userId) => ({ userId, experienceId: "e1" }));
    expect(partnerImpact(experiences, visits, pairs(nine))).toEqual([
      { experienceId: "e1", visitors: 9, moodPairs: 9, moodChange: null, cameBackShare: null },
    ]);
    const ten = people(10);
    const tenVisits = ten.map((userId) => ({ userId, experienceId: "e1" }));
    expect(partnerImpact(experiences, tenVisits, pairs(ten))).toEqual([
      { experienceId: "e1", visitors: 10, moodPairs: 10, moodChange: 8, cameBackShare: 0 },
    ]);
  });

  it("falls back to the last ordinary check-in within a day before the start", () => {
    const users = people(10);
    const visits = users.map((userId) => ({ userId, experienceId: "e1" }));
    const moods = users.flatMap((u) => [
      mood(u, "2025-06-30T16:00:00Z", "joyful", 10), // over a day before: never
      mood(u, "2025-07-01T09:00:00Z", "stressed", 6), // earlier in the window
      mood(u, "2025-07-01T12:00:00Z", "anxious", 2), // the last before: −2
      mood(u, "2025-07-01T13:00:00Z", "lonely", 9, { experienceId: "other", moment: "after" }),
      mood(u, "2025-07-01T18:30:00Z", "curious", 3, { experienceId: "e1" }), // "How was it?": +3
      mood(u, "2025-07-01T20:00:00Z", "sad", 9, { experienceId: "e1", moment: "after" }),
    ]);
    expect(partnerImpact(experiences, visits, moods)[0]).toMatchObject({
      moodPairs: 10,
      moodChange: 5,
    });
  });

  it("prefers the arrival moment to any earlier check-in", () => {
    const users = people(10);
    const visits = users.map((userId) => ({ userId, experienceId: "e1" }));
    const moods = [
      ...users.map((u) => mood(u, "2025-07-01T12:00:00Z", "joyful", 10)),
      ...pairs(users),
    ];
    expect(partnerImpact(experiences, visits, moods)[0]?.moodChange).toBe(8);
  });

  it("counts as came back the visitors of a later experience, latest experience first", () => {
    const users = people(10);
    const visits = [
      ...users.map((userId) => ({ userId, experienceId: "e1" })),
      ...users.slice(0, 3).map((userId) => ({ userId, experienceId: "e2" })),
    ];
    expect(partnerImpact(experiences, visits, [])).toEqual([
      { experienceId: "e2", visitors: 3, moodPairs: 0, moodChange: null, cameBackShare: null },
      { experienceId: "e1", visitors: 10, moodPairs: 0, moodChange: null, cameBackShare: 0.3 },
    ]);
  });

  it("leaves out experiences nobody was checked in to", () => {
    expect(partnerImpact(experiences, [], [])).toEqual([]);
  });
});
