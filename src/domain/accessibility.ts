import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from "./constants.ts";

/**
 * Accessibility vocabulary in one place: the feature ids experiences carry, the older ids the
 * edit form used ("wheelchair", "sign-language"), the list filter ids, and the
 * needs people describe in free text on their profile.
 */

const LEGACY_FEATURE_IDS: Readonly<Record<string, AccessibilityFeature>> = {
  wheelchair: "wheelchair-accessible",
  "sign-language": "sign-language-interpreter",
  "audio-descriptions": "audio-description",
  "large-print-materials": "large-print",
};

const KNOWN: ReadonlySet<string> = new Set(ACCESSIBILITY_FEATURES);

/** Canonical feature id for a known or legacy id (case-insensitive), else null. */
export function normalizeAccessibilityFeature(id: string): AccessibilityFeature | null {
  const key = id.trim().toLowerCase();
  if (KNOWN.has(key)) return key as AccessibilityFeature;
  return LEGACY_FEATURE_IDS[key] ?? null;
}

/** The canonical features of an experience; unknown ids are ignored. */
export function featureSet(features: readonly string[] | null | undefined): Set<string> {
  const set = new Set<string>();
  for (const f of features ?? []) {
    const canonical = normalizeAccessibilityFeature(f);
    if (canonical) set.add(canonical);
  }
  return set;
}

/**
 * The list's accessibility filter ids (plus the legacy ones) → the feature that satisfies it.
 * "sign-language" matches "sign-language-interpreter".
 */
export function featureForFilter(filterId: string): AccessibilityFeature | null {
  return normalizeAccessibilityFeature(filterId);
}

/** Accessibility needs we can recognise in a profile's free text. */
export type AccessibilityNeed = "wheelchair" | "hearing" | "sign-language" | "sensory" | "visual";

export interface NeedRule {
  need: AccessibilityNeed;
  /** Any of these features satisfies the need. */
  satisfiedBy: readonly AccessibilityFeature[];
  /** Hard needs exclude experiences that lack them; soft ones demote. */
  hard: boolean;
  /** English label used in reason texts. */
  label: string;
  pattern: RegExp;
}

// Word stems, so "wheelchair user", "uses a wheelchair" and "step-free please" all match. A few
// stems in the other product languages (lv, es, fr, de, hy) because people write in their own.
export const NEED_RULES: readonly NeedRule[] = [
  {
    need: "wheelchair",
    satisfiedBy: ["wheelchair-accessible"],
    hard: true,
    label: "wheelchair access",
    pattern:
      /wheel\s?chair|step[\s-]?free|mobility|\bramps?\b|no stairs|ratiņkrēsl|ratinkresl|silla de ruedas|fauteuil roulant|rollstuhl|անվասայլակ/iu,
  },
  {
    need: "sign-language",
    satisfiedBy: ["sign-language-interpreter"],
    hard: false,
    label: "a sign language interpreter",
    pattern:
      /\bdeaf|sign language|signing|\b(bsl|asl|isl|lsf|dgs)\b|zīmju valod|lengua de señas|gebärdensprache|langue des signes|\bsourd|gehörlos/iu,
  },
  {
    need: "hearing",
    satisfiedBy: ["hearing-loop"],
    hard: false,
    label: "a hearing loop",
    pattern: /hearing|hard of hearing|\bloop\b|dzird|audición|auditi|hörgerät|schwerhörig/iu,
  },
  {
    need: "sensory",
    satisfiedBy: ["sensory-friendly", "quiet-space"],
    hard: false,
    label: "a sensory-friendly, quiet setting",
    pattern:
      /sensory|autis|adhd|neurodiver|overstimulat|\bquiet|noise|\bloud|sensorial|sensoriel|reizüberflutung/iu,
  },
  {
    need: "visual",
    satisfiedBy: ["audio-description", "large-print"],
    hard: false,
    label: "visual access (audio description or large print)",
    pattern:
      /visual(ly)? impair|vision|\bblind|sight loss|partially sighted|redz|ciego|aveugle|malvoyant|sehbehind/iu,
  },
];

/** The needs a profile's free text mentions, in rule order, each once. */
export function detectNeeds(text: string | null | undefined): NeedRule[] {
  if (!text?.trim()) return [];
  return NEED_RULES.filter((rule) => rule.pattern.test(text));
}
