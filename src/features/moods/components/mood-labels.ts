import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Mood } from "#domain/constants.ts";

/** The eight moods in the reader's language: the one map every screen uses. */
export const MOOD_LABELS: Readonly<Record<Mood, MessageDescriptor>> = {
  joyful: msg`Joyful`,
  energetic: msg`Energetic`,
  curious: msg`Curious`,
  reflective: msg`Reflective`,
  lonely: msg`Lonely`,
  anxious: msg`Anxious`,
  sad: msg`Sad`,
  stressed: msg`Stressed`,
};

export function isMood(value: string): value is Mood {
  return Object.hasOwn(MOOD_LABELS, value);
}
