import { describe, expect, it } from "vitest";
import { INSIGHT_MIN_VISITS, moodInsights } from "./insight.ts";

/**
 * The insight rule (insight.ts): per category, the mood score after attended visits minus the
 * mood score of check-ins that followed no visit; from 3 visits and 3 check-ins without.
 */

let n = 0;
const DAY = 86_400_000;
const base = Date.parse("2025-03-01T10:00:00Z");
const at = (day: number, hours = 0) => new Date(base + day * DAY + hours * 3_600_000).toISOString();
const mood = (
  createdAt: string,
  m: string,
  intensity: number,
  experienceId: string | null = null,
) => ({
  id: `m${++n}`,
  mood: m,
  intensity,
  createdAt,
  experienceId,
});
const visit = (experienceId: string, category: string, day: number) => ({
  experienceId,
  category,
  attendedAt: at(day),
});

/** Three quiet days: stressed 4, sad 2, joyful 3 → scores −4, −2, +3, average −1. */
const withoutVisits = [
  mood(at(40), "stressed", 4),
  mood(at(41), "sad", 2),
  mood(at(42), "joyful", 3),
];

/** `count` music visits, each followed two hours later by "joyful 1" (score +1). */
function musicVisits(count: number) {
  const visits = Array.from({ length: count }, (_, i) => visit(`music-${i}`, "music", i * 2));
  const moods = visits.map((_, i) => mood(at(i * 2, 2), "joyful", 1));
  return { visits, moods };
}

describe("moodInsights", () => {
  it("shows a category with exactly 3 visits: after − without, with the counts", () => {
    const { visits, moods } = musicVisits(3);
    const result = moodInsights(visits, [...moods, ...withoutVisits]);
    expect(INSIGHT_MIN_VISITS).toBe(3);
    expect(result.insights).toEqual([
      { category: "music", visits: 3, after: 1, without: -1, difference: 2 },
    ]);
    expect(result.withoutCount).toBe(3);
    expect(result.closest).toBeNull();
  });

  it("shows nothing with 2 visits, and says how close the category is", () => {
    const { visits, moods } = musicVisits(2);
    const result = moodInsights(visits, [...moods, ...withoutVisits]);
    expect(result.insights).toEqual([]);
    expect(result.closest).toEqual({ category: "music", visits: 2 });
  });

  it("counts only visits with a mood after them", () => {
    const { visits, moods } = musicVisits(3);
    const result = moodInsights(visits, [...moods.slice(0, 2), ...withoutVisits]);
    expect(result.insights).toEqual([]);
    expect(result.closest).toEqual({ category: "music", visits: 2 });
  });

  it("keeps categories apart: 3 music visits show, 2 theatre visits do not", () => {
    const { visits, moods } = musicVisits(3);
    const theatre = [visit("t1", "theatre", 20), visit("t2", "performance", 22)];
    const theatreMoods = [mood(at(20, 1), "sad", 6), mood(at(22, 1), "anxious", 6)];
    const result = moodInsights(
      [...visits, ...theatre],
      [...moods, ...theatreMoods, ...withoutVisits],
    );
    expect(result.insights.map((i) => i.category)).toEqual(["music"]);
    expect(result.insights[0]?.difference).toBe(2);
    expect(result.closest).toEqual({ category: "theatre", visits: 2 });
  });

  it("folds category aliases together (craft and workshop are craft-making)", () => {
    const visits = [
      visit("a", "craft", 0),
      visit("b", "workshop", 2),
      visit("c", "craft-making", 4),
    ];
    const moods = [
      mood(at(0, 1), "curious", 5),
      mood(at(2, 1), "curious", 6),
      mood(at(4, 1), "curious", 7),
    ];
    const [insight] = moodInsights(visits, [...moods, ...withoutVisits]).insights;
    expect(insight).toEqual({
      category: "craft-making",
      visits: 3,
      after: 6,
      without: -1,
      difference: 7,
    });
  });

  it("uses the mood logged for the visit and shows a lower mood as a negative difference", () => {
    const visits = [visit("a", "music", 0), visit("b", "music", 2), visit("c", "music", 4)];
    const moods = [
      // An unrelated check-in right after the visit loses to the visit's own mood.
      mood(at(0, 1), "joyful", 9),
      mood(at(0, 3), "stressed", 5, "a"),
      mood(at(2, 3), "stressed", 5, "b"),
      mood(at(4, 3), "stressed", 5, "c"),
    ];
    const result = moodInsights(visits, [...moods, ...withoutVisits]);
    expect(result.insights[0]).toMatchObject({ visits: 3, after: -5, difference: -4 });
    // The joyful check-in followed a visit: it is not a day "without".
    expect(result.withoutCount).toBe(3);
  });

  it("needs 3 check-ins without a visit to compare with", () => {
    const { visits, moods } = musicVisits(4);
    expect(moodInsights(visits, [...moods, ...withoutVisits.slice(0, 2)]).insights).toEqual([]);
  });

  it("shows nothing without moods, and nothing without visits", () => {
    expect(moodInsights(musicVisits(5).visits, [])).toEqual({
      insights: [],
      withoutCount: 0,
      closest: null,
    });
    expect(moodInsights([], withoutVisits)).toEqual({
      insights: [],
      withoutCount: 3,
      closest: null,
    });
  });

  it("rounds to one decimal and orders by visits", () => {
    const music = musicVisits(4);
    const art = [
      visit("v1", "visual-arts", 30),
      visit("v2", "visual-arts", 32),
      visit("v3", "visual-arts", 34),
    ];
    const artMoods = [
      mood(at(30, 1), "joyful", 2),
      mood(at(32, 1), "joyful", 2),
      mood(at(34, 1), "joyful", 3),
    ];
    const result = moodInsights(
      [...art, ...music.visits],
      [...artMoods, ...music.moods, ...withoutVisits],
    );
    expect(result.insights.map((i) => [i.category, i.visits, i.after, i.difference])).toEqual([
      ["music", 4, 1, 2],
      ["visual-arts", 3, 2.3, 3.3],
    ]);
  });
});
