import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { WELLBEING_GOALS } from "#domain/constants.ts";

export type WellbeingGoal = (typeof WELLBEING_GOALS)[number];

/**
 * The profile's eight wellbeing goals. The stored id is the English option text, so the
 * catalog entry reads the same in English; other languages translate it.
 */
export const GOAL_LABELS: Readonly<Record<WellbeingGoal, MessageDescriptor>> = {
  "Reduce stress and anxiety": msg`Reduce stress and anxiety`,
  "Build social connections": msg`Build social connections`,
  "Boost creativity": msg`Boost creativity`,
  "Improve mental health": msg`Improve mental health`,
  "Learn new skills": msg`Learn new skills`,
  "Find inner peace": msg`Find inner peace`,
  "Express emotions": msg`Express emotions`,
  "Build confidence": msg`Build confidence`,
};

export function isWellbeingGoal(value: string): value is WellbeingGoal {
  return (WELLBEING_GOALS as readonly string[]).includes(value);
}
