import * as v from "valibot";
import { normalizeAccessibilityFeature } from "./accessibility.ts";
import {
  ACCESSIBILITY_FEATURES,
  DEFAULTS,
  DIFFICULTY_LEVELS,
  EXPERIENCE_CATEGORIES,
  LIMITS,
} from "./constants.ts";
import { toDateTimeLocalValue } from "./dates.ts";
import type { Experience } from "./experience.ts";
import { R } from "./reasons.ts";
import { dayOrDateTimeField, requiredText, toOptionalNumber, unique } from "./schema-parts.ts";

/**
 * Add/edit experience. Two schemas share every field: the form works in euros
 * (`experienceFormSchema`), the API and the sync mutations in integer cents
 * (`experienceInputSchema`). `v.object` drops unknown keys, so `id`, `createdBy`, `isActive` or
 * `userType` in a body never reach the database: the server sets those itself.
 */

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
        v.number(R.whole_number_required),
        v.integer(R.whole_number_required),
        v.minValue(min, minMsg),
        v.maxValue(max, maxMsg),
      ),
    ),
    v.transform((n) => n ?? null),
  );
}

const dateField = dayOrDateTimeField(R.date_required, R.date_invalid);

const accessibilityFeatures = v.pipe(
  v.optional(v.nullable(v.array(v.string(R.accessibility_feature_unknown))), []),
  v.transform((list) => (list ?? []).map((id) => normalizeAccessibilityFeature(id) ?? id)),
  v.array(v.picklist(ACCESSIBILITY_FEATURES, R.accessibility_feature_unknown)),
  v.transform(unique),
);

/** Fields common to the form and the API (everything except price). */
const sharedEntries = {
  title: requiredText(R.title_required, LIMITS.titleMax, R.title_too_long),
  description: v.pipe(
    v.optional(v.nullable(v.string(R.description_too_short)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.minLength(LIMITS.descriptionMin, R.description_too_short),
    v.maxLength(LIMITS.descriptionMax, R.description_too_long),
  ),
  category: v.picklist(EXPERIENCE_CATEGORIES, R.category_required),
  location: requiredText(R.location_required, 200, R.text_too_long_200),
  venue: requiredText(R.venue_required, 200, R.text_too_long_200),
  date: dateField,
  imageUrl: v.pipe(
    v.optional(v.nullable(v.string(R.image_url_invalid)), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(2000, R.image_url_invalid),
    v.check(isImageUrl, R.image_url_invalid),
  ),
  wellbeingBenefit: requiredText(R.wellbeing_benefit_required, 500, R.wellbeing_benefit_required),
  duration: optionalCount(
    LIMITS.durationMin,
    R.duration_too_short,
    LIMITS.durationMax,
    R.duration_too_long,
  ),
  maxParticipants: optionalCount(
    LIMITS.participantsMin,
    R.participants_too_few,
    LIMITS.participantsMax,
    R.participants_too_many,
  ),
  difficultyLevel: v.optional(v.picklist(DIFFICULTY_LEVELS, R.difficulty_required), "beginner"),
  accessibilityFeatures,
};

/** The add/edit form: price in euros (decimals allowed, rounded to cents on save). */
export const experienceFormSchema = v.object({
  ...sharedEntries,
  price: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? 0),
    v.number(R.price_negative),
    v.minValue(0, R.price_negative),
    v.maxValue(PRICE_MAX_EUROS, R.price_too_high),
  ),
});
export type ExperienceFormValues = v.InferOutput<typeof experienceFormSchema>;

/**
 * What `POST/PUT /api/experiences` and the `experience.*` mutations carry: price in integer
 * cents, where null, missing or 0 means free. Output price is a number, 0 when free.
 */
export const experienceInputSchema = v.object({
  ...sharedEntries,
  price: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => toOptionalNumber(x) ?? 0),
    v.number(R.price_negative),
    v.integer(R.whole_number_required),
    v.minValue(0, R.price_negative),
    v.maxValue(PRICE_MAX_EUROS * 100, R.price_too_high),
  ),
});
export type ExperienceInput = v.InferOutput<typeof experienceInputSchema>;
export type ExperienceInputWire = v.InferInput<typeof experienceInputSchema>;

/** Form defaults: category visual-arts, duration 60, maxParticipants 20. */
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
