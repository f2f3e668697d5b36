import { describe, expect, it } from "vitest";
import { MOODS } from "./constants.ts";
import { MOOD_VALENCE, moodScore } from "./mood-valence.ts";

describe("mood valence", () => {
  it("gives every one of the eight moods a direction: four pleasant, four difficult", () => {
    expect(Object.keys(MOOD_VALENCE).sort()).toEqual([...MOODS].sort());
    expect(MOODS.filter((m) => MOOD_VALENCE[m] === 1).sort()).toEqual([
      "curious",
      "energetic",
      "joyful",
      "reflective",
    ]);
    expect(MOODS.filter((m) => MOOD_VALENCE[m] === -1).sort()).toEqual([
      "anxious",
      "lonely",
      "sad",
      "stressed",
    ]);
  });

  it("scores intensity up for a pleasant mood and down for a difficult one", () => {
    expect(moodScore({ mood: "joyful", intensity: 8 })).toBe(8);
    expect(moodScore({ mood: "reflective", intensity: 1 })).toBe(1);
    expect(moodScore({ mood: "anxious", intensity: 8 })).toBe(-8);
    expect(moodScore({ mood: "sad", intensity: 10 })).toBe(-10);
    // A milder difficult feeling is better than a strong one.
    expect(moodScore({ mood: "stressed", intensity: 3 })).toBeGreaterThan(
      moodScore({ mood: "stressed", intensity: 9 }),
    );
  });

  it("keeps scores within −10…+10 and treats an unknown mood as neutral", () => {
    expect(moodScore({ mood: "joyful", intensity: 40 })).toBe(10);
    expect(moodScore({ mood: "lonely", intensity: -3 })).toBe(-1);
    expect(moodScore({ mood: "bored", intensity: 7 })).toBe(0);
  });
});
