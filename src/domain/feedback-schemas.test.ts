import { describe, expect, it } from "vitest";
import { feedbackInputSchema, isRating } from "./feedback-schemas.ts";
import { uuidv7 } from "./ids.ts";
import { parseMutation } from "./mutations.ts";
import { validate } from "./validation.ts";

const experienceId = uuidv7();

describe("feedback schemas", () => {
  it("takes a whole rating 1–5 (form text too) and trims the words, empty to null", () => {
    expect(
      validate(feedbackInputSchema, { experienceId, rating: "4", feedback: "  Lovely  " }),
    ).toEqual({
      ok: true,
      value: { experienceId, rating: 4, feedback: "Lovely" },
    });
    expect(
      validate(feedbackInputSchema, { experienceId, rating: 5, feedback: "   " }),
    ).toMatchObject({
      ok: true,
      value: { feedback: null },
    });
  });

  it.each([[undefined], [null], [""], [0], [6], [2.5], ["many"]])("refuses rating %j", (rating) => {
    expect(validate(feedbackInputSchema, { experienceId, rating })).toMatchObject({
      ok: false,
      errors: { rating: "rating_required" },
    });
  });

  it("refuses words over 1000 characters", () => {
    expect(
      validate(feedbackInputSchema, { experienceId, rating: 3, feedback: "x".repeat(1001) }),
    ).toMatchObject({
      ok: false,
      errors: { feedback: "feedback_too_long" },
    });
    expect(
      validate(feedbackInputSchema, { experienceId, rating: 3, feedback: "x".repeat(1000) }).ok,
    ).toBe(true);
  });

  it("feedback.submit carries the row id; mood.log may name its visit", () => {
    const id = uuidv7();
    expect(parseMutation("feedback.submit", { id, experienceId, rating: 2, userId: "x" })).toEqual({
      ok: true,
      mutation: { name: "feedback.submit", args: { id, experienceId, rating: 2, feedback: null } },
    });
    const mood = parseMutation("mood.log", { id, mood: "joyful", experienceId });
    expect(mood.ok && mood.mutation.args).toEqual({
      id,
      mood: "joyful",
      intensity: 5,
      experienceId,
    });
    expect(parseMutation("mood.log", { id, mood: "joyful", experienceId: "nope" }).ok).toBe(false);
  });

  it("isRating", () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isRating)).toEqual([false, true, true, true, false, false]);
  });
});
