import type { ListCategory, WELLBEING_GOALS } from "./constants.ts";

/**
 * Wellbeing themes: what the profile's goals, the professional dashboard's quick
 * filters (`?wellbeing=anxiety|depression|isolation|confidence`) and the mood check-in
 * talk about, tied to the list categories that tend to serve them and to word stems that show
 * up in an experience's wellbeing benefit or description. Stems are matched against lower-case,
 * accent-free text, so "calm" finds "calming" and "Calm".
 */
export interface WellbeingTheme {
  categories: readonly ListCategory[];
  stems: readonly string[];
}

export const WELLBEING_THEMES = {
  calm: {
    categories: ["creative-wellbeing", "visual-arts", "craft-making", "music"],
    stems: ["stress", "anxi", "calm", "relax", "sooth", "mindful", "unwind", "gentle"],
  },
  connection: {
    categories: ["participatory-arts", "family-intergenerational", "theatre", "music"],
    stems: ["social", "connect", "communit", "together", "friend", "group", "belong", "lonel"],
  },
  creativity: {
    categories: ["visual-arts", "craft-making", "literature", "participatory-arts"],
    stems: ["creativ", "imagin", "invent", "craft", "handmade", "artistic"],
  },
  "mental-health": {
    categories: ["creative-wellbeing", "music", "visual-arts"],
    stems: ["mental", "mood", "self-care", "resilien", "uplift", "depress", "hope", "positiv"],
  },
  skills: {
    categories: ["craft-making", "literature", "visual-arts", "music"],
    stems: ["learn", "skill", "techniq", "beginner", "lesson", "course", "workshop", "stimulat"],
  },
  peace: {
    categories: ["creative-wellbeing", "music", "visual-arts"],
    stems: ["peace", "calm", "mindful", "meditat", "quiet", "reflect", "stillness", "breath"],
  },
  expression: {
    categories: ["theatre", "literature", "participatory-arts", "music"],
    stems: ["emotion", "express", "feeling", "story", "voice", "writing"],
  },
  confidence: {
    categories: ["theatre", "participatory-arts", "literature"],
    stems: ["confiden", "self-esteem", "courage", "empower", "perform", "voice"],
  },
} as const satisfies Record<string, WellbeingTheme>;

export type WellbeingThemeId = keyof typeof WELLBEING_THEMES;

/** Each profile goal → its theme. */
export const GOAL_THEMES: Readonly<Record<(typeof WELLBEING_GOALS)[number], WellbeingThemeId>> = {
  "Reduce stress and anxiety": "calm",
  "Build social connections": "connection",
  "Boost creativity": "creativity",
  "Improve mental health": "mental-health",
  "Learn new skills": "skills",
  "Find inner peace": "peace",
  "Express emotions": "expression",
  "Build confidence": "confidence",
};

/** URL words (dashboard quick filters and friends) → theme. */
const THEME_ALIASES: Readonly<Record<string, WellbeingThemeId>> = {
  anxiety: "calm",
  stress: "calm",
  "stress-relief": "calm",
  isolation: "connection",
  loneliness: "connection",
  lonely: "connection",
  "social-connection": "connection",
  depression: "mental-health",
  mood: "mental-health",
  "creativity-boost": "creativity",
  mindfulness: "peace",
  "emotional-expression": "expression",
  "mental-stimulation": "skills",
};

export function themeFor(word: string | null | undefined): WellbeingThemeId | null {
  if (!word) return null;
  const key = word.trim().toLowerCase();
  if (Object.hasOwn(WELLBEING_THEMES, key)) return key as WellbeingThemeId;
  return THEME_ALIASES[key] ?? null;
}

/** Lower-case, accents removed: "Relajación" and "relajacion" meet. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // Most text is plain ASCII; skipping the Unicode pass for it keeps 10,000 rows fast.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range starts at 0
  return /^[\u0000-\u007f]*$/.test(lower) ? lower : lower.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Does already-folded text mention the theme? */
export function textMatchesTheme(foldedText: string, theme: WellbeingThemeId): boolean {
  return WELLBEING_THEMES[theme].stems.some((stem) => foldedText.includes(stem));
}
