import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LIST_CATEGORIES, type ListCategory } from "#domain/constants.ts";

/** The header's main links (spec §2), in order. `exact`: Home is only current on "/" itself. */
export const MAIN_NAV = [
  { to: "/", label: msg`Home`, exact: true },
  { to: "/experiences", label: msg`Experiences`, exact: false },
  { to: "/why-culture-wellbeing", label: msg`Why Culture & Wellbeing?`, exact: false },
  { to: "/for-partners", label: msg`For Partners`, exact: false },
] as const;

/** Footer "Experiences" list: the eight list categories (spec §2 footer, §5 filter ids). */
export const FOOTER_CATEGORY_LABELS: Record<ListCategory, MessageDescriptor> = {
  "visual-arts": msg`Visual Arts`,
  music: msg`Music & Sound`,
  theatre: msg`Theatre & Performance`,
  literature: msg`Literature & Storytelling`,
  "participatory-arts": msg`Participatory Arts`,
  "craft-making": msg`Craft & Making`,
  "creative-wellbeing": msg`Creative Wellbeing`,
  "family-intergenerational": msg`Family Programs`,
};

export const FOOTER_CATEGORIES = LIST_CATEGORIES;

/**
 * Footer "Support" items. The spec shows the first four as placeholders with no page of their
 * own; they lead to the contact page, where those questions can actually be asked.
 */
export const SUPPORT_LINKS = [
  msg`Help Center`,
  msg`Community Guidelines`,
  msg`Accessibility`,
  msg`Privacy Policy`,
] as const;

/** Social profiles (spec: four placeholders); real network home pages keep the links honest. */
export const SOCIAL_LINKS = [
  { network: "Facebook", href: "https://www.facebook.com/" },
  { network: "Twitter", href: "https://twitter.com/" },
  { network: "Instagram", href: "https://www.instagram.com/" },
  { network: "LinkedIn", href: "https://www.linkedin.com/" },
] as const;
