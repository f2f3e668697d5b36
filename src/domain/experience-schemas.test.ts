import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Experience } from "./experience.ts";
import {
  EXPERIENCE_FORM_DEFAULTS,
  experienceFormSchema,
  experienceInputSchema,
  experienceToFormState,
  formToExperienceInput,
  isImageUrl,
} from "./experience-schemas.ts";
import { R } from "./reasons.ts";
import { validate } from "./validation.ts";

const valid = {
  ...EXPERIENCE_FORM_DEFAULTS,
  title: "Watercolour by the river",
  description: "A gentle afternoon of painting outdoors.",
  location: "Riga",
  venue: "Riverside Arts",
  date: "2026-06-01T14:00:00.000Z",
  imageUrl: "/images/watercolour.jpg",
  wellbeingBenefit: "Calms the mind",
  price: "12.5",
};

function errorsOf(input: Record<string, unknown>) {
  const r = validate(experienceFormSchema, input);
  return r.ok ? {} : r.errors;
}

describe("experienceFormSchema", () => {
  it("accepts a valid form and fills defaults", () => {
    const r = validate(experienceFormSchema, valid);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      category: "visual-arts",
      price: 12.5,
      duration: 60,
      maxParticipants: 20,
      difficultyLevel: "beginner",
      accessibilityFeatures: [],
    });
  });

  it("gives each field's message", () => {
    expect(errorsOf({ ...valid, title: "  " }).title).toBe(R.title_required);
    expect(errorsOf({ ...valid, title: "x".repeat(101) }).title).toBe(R.title_too_long);
    expect(errorsOf({ ...valid, description: "short" }).description).toBe(R.description_too_short);
    expect(errorsOf({ ...valid, description: "x".repeat(1001) }).description).toBe(
      R.description_too_long,
    );
    expect(errorsOf({ ...valid, category: "" }).category).toBe(R.category_required);
    expect(errorsOf({ ...valid, price: -1 }).price).toBe(R.price_negative);
    expect(errorsOf({ ...valid, location: "" }).location).toBe(R.location_required);
    expect(errorsOf({ ...valid, venue: "" }).venue).toBe(R.venue_required);
    expect(errorsOf({ ...valid, date: "" }).date).toBe(R.date_required);
    expect(errorsOf({ ...valid, imageUrl: "not a url" }).imageUrl).toBe(R.image_url_invalid);
    expect(errorsOf({ ...valid, wellbeingBenefit: " " }).wellbeingBenefit).toBe(
      R.wellbeing_benefit_required,
    );
    expect(errorsOf({ ...valid, duration: 10 }).duration).toBe(R.duration_too_short);
    expect(errorsOf({ ...valid, duration: 481 }).duration).toBe(R.duration_too_long);
    expect(errorsOf({ ...valid, maxParticipants: 0 }).maxParticipants).toBe(R.participants_too_few);
    expect(errorsOf({ ...valid, maxParticipants: 501 }).maxParticipants).toBe(
      R.participants_too_many,
    );
  });

  it("reports required fields that are missing altogether with their own message", () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({
      title: R.title_required,
      location: R.location_required,
      venue: R.venue_required,
      date: R.date_required,
      imageUrl: R.image_url_invalid,
      wellbeingBenefit: R.wellbeing_benefit_required,
    });
  });

  it("treats empty duration and participants as not given", () => {
    const r = v.parse(experienceFormSchema, { ...valid, duration: "", maxParticipants: null });
    expect(r.duration).toBeNull();
    expect(r.maxParticipants).toBeNull();
  });

  it("normalises dates: date-only kept, date-time to UTC ISO; junk refused", () => {
    expect(v.parse(experienceFormSchema, { ...valid, date: "2026-07-04" }).date).toBe("2026-07-04");
    expect(
      v.parse(experienceFormSchema, { ...valid, date: "2026-07-04T10:00:00+02:00" }).date,
    ).toBe("2026-07-04T08:00:00.000Z");
    const local = v.parse(experienceFormSchema, { ...valid, date: "2026-07-04T10:00" }).date;
    expect(local).toBe(new Date(2026, 6, 4, 10, 0).toISOString());
    expect(errorsOf({ ...valid, date: "next tuesday" }).date).toBe(R.date_invalid);
    expect(errorsOf({ ...valid, date: "2026-02-30" }).date).toBe(R.date_invalid);
  });

  it("maps legacy accessibility ids and refuses unknown ones", () => {
    const r = v.parse(experienceFormSchema, {
      ...valid,
      accessibilityFeatures: ["wheelchair", "sign-language", "wheelchair-accessible"],
    });
    expect(r.accessibilityFeatures).toEqual(["wheelchair-accessible", "sign-language-interpreter"]);
    expect(errorsOf({ ...valid, accessibilityFeatures: ["teleporter"] })).toHaveProperty(
      "accessibilityFeatures.0",
    );
  });

  it("allows all-levels difficulty and defaults to beginner", () => {
    expect(
      v.parse(experienceFormSchema, { ...valid, difficultyLevel: "all-levels" }),
    ).toHaveProperty("difficultyLevel", "all-levels");
    expect(errorsOf({ ...valid, difficultyLevel: "expert" }).difficultyLevel).toBe(
      R.difficulty_required,
    );
  });
});

describe("isImageUrl", () => {
  it.each([
    ["https://example.org/a.jpg", true],
    ["http://example.org/a.jpg", true],
    ["/images/pottery.jpg", true],
    ["//evil.example/a.jpg", false],
    ["/\\evil.example/a.jpg", false],
    ["https://exa mple.org/a.jpg", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["images/a.jpg", false],
    ["", false],
  ])("%s → %s", (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });
});

describe("experienceInputSchema (API, cents)", () => {
  const api = { ...valid, price: 1250 };

  it("drops unknown and server-owned keys", () => {
    const out = v.parse(experienceInputSchema, {
      ...api,
      id: "0190a000-0000-7000-8000-000000000000",
      createdBy: "someone-else",
      userType: "cultural_partner",
      isActive: false,
    });
    expect(out).not.toHaveProperty("id");
    expect(out).not.toHaveProperty("createdBy");
    expect(out).not.toHaveProperty("userType");
    expect(out).not.toHaveProperty("isActive");
  });

  it("treats null, missing and 0 as free and requires whole cents", () => {
    expect(v.parse(experienceInputSchema, { ...api, price: null }).price).toBe(0);
    expect(v.parse(experienceInputSchema, { ...api, price: undefined }).price).toBe(0);
    expect(v.parse(experienceInputSchema, { ...api, price: 0 }).price).toBe(0);
    const { price: _p, duration: _d, ...withoutNumbers } = api;
    expect(v.parse(experienceInputSchema, withoutNumbers)).toMatchObject({
      price: 0,
      duration: null,
    });
    expect(v.safeParse(experienceInputSchema, { ...api, price: 12.5 }).success).toBe(false);
    expect(v.safeParse(experienceInputSchema, { ...api, price: -100 }).success).toBe(false);
  });

  it("accepts the form output converted to cents", () => {
    const form = v.parse(experienceFormSchema, { ...valid, price: "19.99" });
    const input = formToExperienceInput(form);
    expect(input.price).toBe(1999);
    expect(v.parse(experienceInputSchema, input)).toEqual(input);
  });
});

describe("experienceToFormState", () => {
  it("turns an experience into edit-form values (euros, local date-time)", () => {
    const e = {
      ...v.parse(experienceInputSchema, { ...valid, price: 2500 }),
      id: "x",
      venueId: null,
      isActive: true,
      createdBy: null,
      createdAt: "",
      updatedAt: "",
      placesTaken: 0,
      waitlistCount: 0,
      ratingAverage: null,
      ratingCount: 0,
    } satisfies Experience;
    const state = experienceToFormState(e);
    expect(state.price).toBe(25);
    expect(state.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const back = v.parse(experienceFormSchema, state);
    expect(back.date).toBe(e.date);
    expect(formToExperienceInput(back).price).toBe(2500);
  });
});
