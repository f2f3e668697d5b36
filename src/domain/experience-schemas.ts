import * as v from "valibot";
import { normalizeAccessibilityFeature } from "./accessibility.ts";
import {
  ACCESSIBILITY_FEATURES,
  DEFAULTS,
  DIFFICULTY_LEVELS,
  EXPERIENCE_CATEGORIES,
  LIMITS,
} from "./constants.ts";
import { normalizeIsoText, toDateTimeLocalValue } from "./dates.ts";
import type { Experience } from "./experience.ts";
import { requiredText, toOptionalNumber, unique } from "./schema-parts.ts";

/**
 * Add/edit experience (spec §5). Two schemas share every field: the form works in euros
 * (`experienceFormSchema`), the API and the sync mutations in integer cents
 * (`experienceInputSchema`). `v.object` drops unknown keys, so `id`, `createdBy`, `isActive` or
 * `userType` in a body never reach the database: the server sets those itself.
 */

export const EXPERIENCE_MSG = {
  titleRequired: "Title is required",
  titleMax: "Title must be less than 100 characters",
  descriptionMin: "Description must be at least 10 characters",
  descriptionMax: "Description must be less than 1000 characters",
  category: "Please select a category",
  priceMin: "Price must be 0 or greater",
  priceMax: "Price must be 10000 or less",
  locationRequired: "Location is required",
  venueRequired: "Venue is required",
  dateRequired: "Date is required",
  dateInvalid: "Please enter a valid date",
  imageUrl: "Please enter a valid image URL",
  wellbeingBenefit: "Please describe the wellbeing benefit",
  durationMin: "Duration must be at least 15 minutes",
  durationMax: "Duration must be less than 8 hours",
  participantsMin: "Must allow at least 1 participant",
  participantsMax: "Maximum 500 participants",
  wholeNumber: "Please enter a whole number",
  difficulty: "Please select a difficulty level",
  accessibility: "Unknown accessibility feature",
  textMax: "Must be less than 200 characters",
} as const;

const M = EXPERIENCE_MSG;
const PRICE_MAX_EUROS = 10_000;

/**
 * An absolute http(s) URL, or a same-origin path (seed images are "/images/…"). Other schemes
 * (javascript:, data:) and protocol-relative "//host" are refused: the value ends up in `src`.
 */
export function isImageUrl(value: string): boolean {
  // "/\\host" is protocol-relative in browsers too; whitespace and control characters are
  // stripped by browsers before resolving, so they are refused rather than trusted.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Optional whole number in a range; empty → null (the column is nullable). */
function optionalCount(min: number, minMsg: string, max: number, maxMsg: string) {
  return v.pipe(
    v.optional(v.unknown(), null),
    v.transform(toOptionalNumber),
    v.optional(
      v.pipe(
        v.number(M.wholeNumber),
        v.integer(M.wholeNumber),
        v.minValue(min, minMsg),
        v.maxValue(max, maxMsg),
      ),
    ),
    v.transform((n) => n ?? null),
  );
}

const dateField = v.pipe(
  v.optional(v.nullable(v.string(M.dateRequired)), ""),
  v.transform((s) => (s ?? "").trim()),
  v.nonEmpty(M.dateRequired),
  v.transform((s) => normalizeIsoText(s) ?? ""),
  v.nonEmpty(M.dateInvalid),
);

const accessibilityFeatures = v.pipe(
  v.optional(v.nullable(v.array(v.string(M.accessibility))), []),
  v.transform((list) => (list ?? []).map((id) => normalizeAccessibilityFeature(id) ?? id)),
  v.array(v.picklist(ACCESSIBILITY_FEATURES, M.accessibility)),
  v.transform(unique),
);

/** Fields common to the form and the API (everything except price). */
const sharedEntries = {
  title: requiredText(M.titleRequired, LIMITS.titleMax, M.titleMax),
  description: v.pipe(
    v.optional(v.nullable(v.string(M.descriptionMin)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.minLength(LIMITS.descriptionMin, M.descriptionMin),
    v.maxLength(LIMITS.descriptionMax, M.descriptionMax),
  ),
  category: v.picklist(EXPERIENCE_CATEGORIES, M.category),
  location: requiredText(M.locationRequired, 200, M.textMax),
  venue: requiredText(M.venueRequired, 200, M.textMax),
  date: dateField,
  imageUrl: v.pipe(
    v.optional(v.nullable(v.string(M.imageUrl)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(2000, M.imageUrl),
    v.check(isImageUrl, M.imageUrl),
  ),
  wellbeingBenefit: requiredText(M.wellbeingBenefit, 500, M.wellbeingBenefit),
  duration: optionalCount(LIMITS.durationMin, M.durationMin, LIMITS.durationMax, M.durationMax),
  maxParticipants: optionalCount(
    LIMITS.participantsMin,
    M.participantsMin,
    LIMITS.participantsMax,
    M.participantsMax,
  ),
  difficultyLevel: v.optional(v.picklist(DIFFICULTY_LEVELS, M.difficulty), "beginner"),
  accessibilityFeatures,
};

/** The add/edit form: price in euros (decimals allowed, rounded to cents on save). */
export const experienceFormSchema = v.object({
  ...sharedEntries,
  price: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? 0),
    v.number(M.priceMin),
    v.minValue(0, M.priceMin),
    v.maxValue(PRICE_MAX_EUROS, M.priceMax),
  ),
});
export type ExperienceFormInput = v.InferInput<typeof experienceFormSchema>;
export type ExperienceFormValues = v.InferOutput<typeof experienceFormSchema>;

/**
 * What `POST/PUT /api/experiences` and the `experience.*` mutations carry: price in integer
 * cents, where null, missing or 0 means free (spec §7 sends null for zero). Output price is a
 * number, 0 when free (spec §3 default 0).
 */
export const experienceInputSchema = v.object({
  ...sharedEntries,
  price: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? 0),
    v.number(M.priceMin),
    v.integer(M.wholeNumber),
    v.minValue(0, M.priceMin),
    v.maxValue(PRICE_MAX_EUROS * 100, M.priceMax),
  ),
});
export type ExperienceInput = v.InferOutput<typeof experienceInputSchema>;
export type ExperienceInputWire = v.InferInput<typeof experienceInputSchema>;

/** Form defaults (spec §5): category visual-arts, duration 60, maxParticipants 20. */
export const EXPERIENCE_FORM_DEFAULTS = {
  title: "",
  description: "",
  category: DEFAULTS.category as string,
  price: 0 as number | string,
  location: "",
  venue: "",
  date: "",
  imageUrl: "",
  wellbeingBenefit: "",
  duration: DEFAULTS.duration as number | string | null,
  maxParticipants: DEFAULTS.maxParticipants as number | string | null,
  difficultyLevel: DEFAULTS.difficultyLevel as (typeof DIFFICULTY_LEVELS)[number],
  accessibilityFeatures: [] as string[],
};
export type ExperienceFormState = typeof EXPERIENCE_FORM_DEFAULTS;

/** Validated form values → API/mutation input: euros × 100, rounded to whole cents. */
export function formToExperienceInput(form: ExperienceFormValues): ExperienceInput {
  return { ...form, price: Math.round(form.price * 100) };
}

/** An existing experience → the edit form's initial state (cents → euros, local date-time). */
export function experienceToFormState(e: Experience): ExperienceFormState {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(e.date);
  return {
    title: e.title,
    description: e.description,
    category: e.category,
    price: e.price > 0 ? e.price / 100 : 0,
    location: e.location,
    venue: e.venue,
    date: dateOnly ? e.date : toDateTimeLocalValue(e.date),
    imageUrl: e.imageUrl,
    wellbeingBenefit: e.wellbeingBenefit,
    duration: e.duration,
    maxParticipants: e.maxParticipants,
    difficultyLevel: e.difficultyLevel,
    accessibilityFeatures: [...e.accessibilityFeatures],
  };
}
