import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { profilePatchSchema, toProfileWire } from "./profile-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

describe("profilePatchSchema", () => {
  it("keeps only the keys that were sent", () => {
    expect(v.parse(profilePatchSchema, {})).toEqual({});
    expect(v.parse(profilePatchSchema, { bio: " Painter " })).toEqual({ bio: "Painter" });
  });

  it("clears a text with an empty value", () => {
    expect(v.parse(profilePatchSchema, { location: "", email: "" })).toEqual({
      location: null,
      email: null,
    });
  });

  it("checks e-mail only when given", () => {
    expect(validate(profilePatchSchema, { email: "nope" })).toMatchObject({
      ok: false,
      errors: { email: "email_invalid" },
    });
    expect(v.parse(profilePatchSchema, { email: "a@b.example" })).toEqual({ email: "a@b.example" });
  });

  it("accepts arrays or JSON-encoded strings for the lists and returns arrays", () => {
    const fromWire = v.parse(profilePatchSchema, {
      wellbeingGoals: JSON.stringify(["Boost creativity", "reduce stress and anxiety"]),
      preferredCategories: '["music","craft","music"]',
    });
    expect(fromWire).toEqual({
      wellbeingGoals: ["Boost creativity", "Reduce stress and anxiety"],
      preferredCategories: ["music", "craft-making"],
    });
    const fromApp = v.parse(profilePatchSchema, { wellbeingGoals: [], preferredCategories: null });
    expect(fromApp).toEqual({ wellbeingGoals: [], preferredCategories: [] });
  });

  it("refuses unknown options and non-lists", () => {
    expect(validate(profilePatchSchema, { wellbeingGoals: ["Get rich"] })).toMatchObject({
      ok: false,
      errors: { "wellbeingGoals.0": R.wellbeing_goal_unknown },
    });
    expect(validate(profilePatchSchema, { preferredCategories: ["cooking"] })).toMatchObject({
      ok: false,
      errors: { "preferredCategories.0": R.category_unknown },
    });
    expect(validate(profilePatchSchema, { wellbeingGoals: "{not json" })).toMatchObject({
      ok: false,
      errors: { wellbeingGoals: R.list_invalid },
    });
  });

  it("drops fields a profile edit may not touch", () => {
    const out = v.parse(profilePatchSchema, { userType: "professional", id: "x", bio: "Hi" });
    expect(out).toEqual({ bio: "Hi" });
  });

  it("round-trips through the wire format", () => {
    const patch = v.parse(profilePatchSchema, {
      wellbeingGoals: ["Find inner peace"],
      preferredCategories: ["theatre"],
    });
    const wire = toProfileWire(patch);
    expect(wire.wellbeingGoals).toBe('["Find inner peace"]');
    expect(v.parse(profilePatchSchema, wire)).toEqual(patch);
  });
});
