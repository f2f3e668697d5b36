import type { Rolldown } from "vite";

/**
 * The app's code-splitting groups (docs/decisions/0017-signed-in-first-load.md), in the order
 * Rolldown tries them: a module goes to the first group that takes it, together with the modules it
 * imports that no earlier group took (`includeDependenciesRecursively`, Rolldown's default, which
 * also keeps chunks from importing each other in a circle). Whatever no group takes is split the
 * automatic way, one chunk per set of lazy chunks that share it.
 *
 * Why groups at all: left to the automatic split, a signed-in page needed 30 to 40 files before its
 * first render (the app shell, the data layer, and a dozen 0.1 to 1 KB pieces its screen shares
 * with other screens). Over HTTP/1.1 (6 connections) and a mobile round trip each file costs more
 * than its bytes: Lighthouse put /experiences' first paint at 2.9 s. Grouped, it needs 4 files of
 * about the same bytes.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically in one chunk with it. Left alone, Rolldown cut the
  // modules it shares with lazy chunks into 16 small chunks (0.3 to 18 KB), each its own request
  // before the first paint on every page (15 fewer requests, 5 KB less).
  { name: "app", tags: ["$initial"] },
  // The language menu of the landing page's bar and of the shell's header, kept out of the
  // signed-in group below, which would otherwise take it along and put the whole signed-in core
  // on the landing page's first paint.
  { name: "language-picker", test: /\/src\/ui\/(language-picker\.tsx|use-disclosure\.ts)$/ },
  // What every screen with the shell awaits before its first render: header, menus, footer,
  // sync badge, the signed-in layout's own part, and what they import: Dexie, src/db, the sync
  // engine's modules, the session. One chunk instead of about 15.
  {
    name: "signed-in",
    test: (id) => SIGNED_IN.some((pattern) => pattern.test(id)) && !AFTER_FIRST_PAINT.test(id),
  },
  // The sync feature's storage pieces (docs/decisions/0025-storage-kept.md), none of them needed
  // before a first paint, in one chunk: the entry names each chunk its lazy imports need, so one
  // name instead of four.
  { name: "storage", test: (id) => AFTER_FIRST_PAINT.test(id) || STORAGE_PARTS.test(id) },
  // The pieces the participant's screens share (the experience card, favourite toggle, ticket
  // button, repos...), each 0.1 to 4 KB: one chunk of about 14 KB instead of 10 to 20 files per
  // screen. Only modules two or more lazy chunks use: a screen's own parts stay in its chunk.
  {
    name: "screen-parts",
    test: (id) => SHARED_SCREEN_PARTS.some((pattern) => pattern.test(id)),
    minShareCount: 2,
  },
];

/** Matched against module ids as Rolldown gives them: absolute, `?tsr-split=…` on route parts. */
const SIGNED_IN: readonly RegExp[] = [
  /\/src\/routes\/-shared\/composed-shell\.tsx$/,
  /\/src\/features\/layout\//,
  // The session's sign-in, sign-out and restore (src/session/, its first-paint part being in the
  // entry already) and the sign-in and sign-up forms: one chunk with the shell, as when they
  // were one feature, rather than five small ones for /login and /profile. Not the cleared
  // database check, which the restore loads on its rare path only.
  /\/src\/session\/(?!installation-check\.ts$)/,
  /\/src\/features\/auth\//,
  /\/src\/features\/door\/(components\/door-check-in-link\.tsx|hooks\/use-door-experiences\.ts)$/,
  /\/src\/features\/sync\//,
  /\/src\/routes\/_authenticated\.tsx\?tsr-split=/,
];

/**
 * Sync modules no screen needs for its first render: the storage pieces (the panel's storage
 * lines, the cleared-data notice, when to ask to keep the data), all loaded later on purpose
 * (docs/decisions/0025-storage-kept.md). They have a group of their own, below.
 */
const AFTER_FIRST_PAINT = /\/src\/features\/sync\/(screens\.ts|(.+\/)?[^/]*storage[^/]*\.tsx?)$/;
/** What only those pieces (and the rare cleared-database check) import. */
const STORAGE_PARTS = /\/src\/(db\/installation|domain\/bytes)\.ts$/;

const SHARED_SCREEN_PARTS: readonly RegExp[] = [
  /\/src\/catalogue\//,
  /\/src\/features\/(experiences|favorites|tickets|moods|calendar|profile|feedback|inquiries|registrations)\//,
  /\/src\/features\/partner\/(hooks\/use-is-partner|data\/partner-profile-repo)\.ts$/,
  /\/src\/ui\/(page\.tsx|empty-state\.tsx|download-file\.ts)$/,
];
