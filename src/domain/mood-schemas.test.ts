import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { moodEntryInputSchema } from "./mood-schemas.ts";
import { R } from "./reasons.ts";
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
      errors: { mood: R.mood_required },
    });
    for (const intensity of [0, 11, 4.5, "x"]) {
      expect(validate(moodEntryInputSchema, { mood: "sad", intensity })).toMatchObject({
        ok: false,
        errors: { intensity: R.intensity_invalid },
      });
    }
    expect(validate(moodEntryInputSchema, { mood: "sad", notes: "x".repeat(1001) })).toMatchObject({
      ok: false,
      errors: { notes: R.mood_notes_too_long },
    });
  });
});
