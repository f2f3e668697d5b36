import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MOOD_MSG, moodEntryInputSchema } from "./mood-schemas.ts";
import { validate } from "./validation.ts";

describe("moodEntryInputSchema", () => {
  it("defaults intensity to 5, omits empty notes and drops userId", () => {
    const out = v.parse(moodEntryInputSchema, { mood: "stressed", notes: "   ", userId: "u1" });
    expect(out).toEqual({ mood: "stressed", intensity: 5 });
    expect(Object.hasOwn(out, "notes")).toBe(false);
  });

  it("trims notes and accepts slider text", () => {
    const out = v.parse(moodEntryInputSchema, { mood: "joyful", intensity: "8", notes: " sunny " });
    expect(out).toEqual({ mood: "joyful", intensity: 8, notes: "sunny" });
  });

  it("refuses unknown moods, out-of-range or fractional intensity and long notes", () => {
    expect(validate(moodEntryInputSchema, { mood: "meh" })).toMatchObject({
      ok: false,
      errors: { mood: MOOD_MSG.mood },
    });
    for (const intensity of [0, 11, 4.5, "x"]) {
      expect(validate(moodEntryInputSchema, { mood: "sad", intensity })).toMatchObject({
        ok: false,
        errors: { intensity: MOOD_MSG.intensity },
      });
    }
    expect(validate(moodEntryInputSchema, { mood: "sad", notes: "x".repeat(1001) })).toMatchObject({
      ok: false,
      errors: { notes: MOOD_MSG.notesMax },
    });
  });
});
