import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Display names of every category an experience may carry: the eight list ids (the footer's
 * wording, spec §2) and the add form's ids (spec §5). Unknown ids are shown as written.
 */
export const CATEGORY_LABELS: Readonly<Record<string, MessageDescriptor>> = {
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
  const label = CATEGORY_LABELS[id];
  return label ? i18n._(label) : id;
}
