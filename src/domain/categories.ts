import { LIST_CATEGORIES, type ListCategory } from "./constants.ts";

/**
 * Experiences carry either a list category (the list's filter ids) or one of the add form's
 * categories (craft, dance, …). Links from the home page and the professional dashboard use
 * short names too (art, workshop, creative). Everything is folded onto the eight list
 * categories here so filters, recommendations and the home bar agree.
 *
 * Choices: dance → participatory-arts (on a wellbeing platform dance is mostly something you
 * join, not watch); community → participatory-arts; digital-arts → visual-arts; craft and
 * workshop → craft-making; wellbeing and creative → creative-wellbeing; art → visual-arts;
 * family → family-intergenerational; storytelling/writing → literature; performance → theatre.
 */
const ALIASES: Readonly<Record<string, ListCategory>> = {
  craft: "craft-making",
  crafts: "craft-making",
  workshop: "craft-making",
  dance: "participatory-arts",
  community: "participatory-arts",
  wellbeing: "creative-wellbeing",
  creative: "creative-wellbeing",
  "digital-arts": "visual-arts",
  art: "visual-arts",
  arts: "visual-arts",
  family: "family-intergenerational",
  storytelling: "literature",
  writing: "literature",
  performance: "theatre",
};

const LIST: ReadonlySet<string> = new Set(LIST_CATEGORIES);

/** The list category an experience category or a link alias belongs to; null if unknown. */
export function toListCategory(category: string | null | undefined): ListCategory | null {
  if (!category) return null;
  const key = category.trim().toLowerCase();
  if (LIST.has(key)) return key as ListCategory;
  return ALIASES[key] ?? null;
}

/**
 * English names of the list categories, for the API's recommendation reasons (the server has no
 * message catalogs). Every screen shows the translated names of src/catalogue/category-labels.ts,
 * whose English a test holds to these.
 */
export const LIST_CATEGORY_LABELS: Readonly<Record<ListCategory, string>> = {
  "visual-arts": "Visual Arts",
  music: "Music & Sound",
  theatre: "Theatre & Performance",
  literature: "Literature & Storytelling",
  "participatory-arts": "Participatory Arts",
  "craft-making": "Craft & Making",
  "creative-wellbeing": "Creative Wellbeing",
  "family-intergenerational": "Family Programs",
};

/** Home page category bar: all, art, music, theatre, workshop, community. */
export const HOME_CATEGORIES = ["all", "art", "music", "theatre", "workshop", "community"] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];
