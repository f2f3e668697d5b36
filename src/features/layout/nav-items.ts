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

/** Footer "Support" items, each a page of its own (open to visitors); Contact Us follows them. */
export const SUPPORT_LINKS = [
  { to: "/help", label: msg`Help Center` },
  { to: "/community-guidelines", label: msg`Community Guidelines` },
  { to: "/accessibility", label: msg`Accessibility` },
  { to: "/privacy", label: msg`Privacy Policy` },
] as const;

// No social links: CultureWell has no social profiles yet, and links to a network's home page
// promise something that is not there. Add them here with real profile URLs when they exist.
