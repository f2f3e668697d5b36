import { msg } from "@lingui/core/macro";

/** The header's main links, in order. `exact`: Home is only current on "/" itself. */
export const MAIN_NAV = [
  { to: "/", label: msg`Home`, exact: true },
  { to: "/experiences", label: msg`Experiences`, exact: false },
  { to: "/why-culture-wellbeing", label: msg`Why Culture & Wellbeing?`, exact: false },
  { to: "/for-partners", label: msg`For Partners`, exact: false },
] as const;

/** Footer "Support" items, each a page of its own (open to visitors); Contact Us follows them. */
export const SUPPORT_LINKS = [
  { to: "/help", label: msg`Help Center` },
  { to: "/community-guidelines", label: msg`Community Guidelines` },
  { to: "/accessibility", label: msg`Accessibility` },
  { to: "/privacy", label: msg`Privacy Policy` },
] as const;

// No social links: CultureWell has no social profiles yet, and links to a network's home page
// promise something that is not there. Add them here with real profile URLs when they exist.
