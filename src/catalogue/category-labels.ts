import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { toListCategory } from "#domain/categories.ts";
import type { FORM_CATEGORIES, ListCategory } from "#domain/constants.ts";

/** Every category an experience may carry: the domain's eight list ids and the add form's ids. */
type ExperienceCategory = ListCategory | (typeof FORM_CATEGORIES)[number];

/**
 * The one table of category names in the reader's language, for every screen: the card's badge,
 * the filter bar, the add form, the footer, the profile's preferences and the recommendation
 * reasons. Keyed by the domain's category lists (src/domain/constants.ts), so a category added
 * there does not compile until it has a name here. The eight list names are also the English of
 * the API's reason texts (src/domain/categories.ts), which cannot use a catalog; a test holds the
 * two together.
 */
export const CATEGORY_LABELS: Readonly<Record<ExperienceCategory, MessageDescriptor>> = {
  "visual-arts": msg`Visual Arts`,
  music: msg`Music & Sound`,
  theatre: msg`Theatre & Performance`,
  literature: msg`Literature & Storytelling`,
  "participatory-arts": msg`Participatory Arts`,
  "craft-making": msg`Craft & Making`,
  "creative-wellbeing": msg`Creative Wellbeing`,
  "family-intergenerational": msg`Family Programs`,
  craft: msg`Craft`,
  "digital-arts": msg`Digital Arts`,
  dance: msg`Dance`,
  wellbeing: msg`Wellbeing`,
  community: msg`Community`,
};

/** The translated name of a category id; an unknown id is shown as written. */
export function categoryLabel(i18n: I18n, id: string): string {
  const label = Object.hasOwn(CATEGORY_LABELS, id)
    ? CATEGORY_LABELS[id as ExperienceCategory]
    : undefined;
  return label ? i18n._(label) : id;
}

/**
 * The translated name of the list category an id folds onto (`toListCategory`: "dance" reads
 * "Participatory Arts"), for what speaks in the eight list categories (profile preferences,
 * recommendation reasons). An id that folds onto none is shown as written.
 */
export function listCategoryLabel(i18n: I18n, id: string): string {
  return categoryLabel(i18n, toListCategory(id) ?? id);
}
