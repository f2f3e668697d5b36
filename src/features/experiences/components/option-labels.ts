import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  ACCESSIBILITY_FILTERS,
  AccessibilityFeature,
  DifficultyLevel,
  WellbeingBenefit,
} from "#domain/constants.ts";
import type { PriceFilter } from "#domain/experience-filters.ts";

/** Display names of the experience option ids, for the forms, filters and detail. */

export const DIFFICULTY_LABELS: Readonly<Record<DifficultyLevel, MessageDescriptor>> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
  "all-levels": msg`All levels`,
};

/** The add form's wording plus the two ids only the edit form had. */
export const FEATURE_LABELS: Readonly<Record<AccessibilityFeature, MessageDescriptor>> = {
  "wheelchair-accessible": msg`Wheelchair accessible`,
  "hearing-loop": msg`Hearing loop available`,
  "sign-language-interpreter": msg`Sign language interpreter`,
  "large-print": msg`Large print materials`,
  "audio-description": msg`Audio descriptions`,
  "quiet-space": msg`Quiet space`,
  "sensory-friendly": msg`Sensory-friendly environment`,
  "accessible-parking": msg`Accessible parking`,
  "accessible-restrooms": msg`Accessible restrooms`,
};

export const ACCESSIBILITY_FILTER_LABELS: Readonly<
  Record<(typeof ACCESSIBILITY_FILTERS)[number], MessageDescriptor>
> = {
  "wheelchair-accessible": msg`Wheelchair accessible`,
  "hearing-loop": msg`Hearing loop`,
  "sign-language": msg`Sign language`,
  "sensory-friendly": msg`Sensory-friendly`,
};

export const PRICE_FILTER_LABELS: Readonly<Record<PriceFilter, MessageDescriptor>> = {
  all: msg`All prices`,
  free: msg`Free`,
  paid: msg`Paid`,
};

/** The eight wellbeing benefits, offered as suggestions for the free-text benefit field. */
export const BENEFIT_SUGGESTIONS: Readonly<Record<WellbeingBenefit, MessageDescriptor>> = {
  "stress-relief": msg`Stress relief`,
  "social-connection": msg`Social connection`,
  "creativity-boost": msg`Creativity boost`,
  mindfulness: msg`Mindfulness`,
  "physical-activity": msg`Physical activity`,
  "mental-stimulation": msg`Mental stimulation`,
  "emotional-expression": msg`Emotional expression`,
  "cultural-learning": msg`Cultural learning`,
};
