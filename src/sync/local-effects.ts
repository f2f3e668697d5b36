import type { CultureWellDB, TableName } from "#db/db.ts";
import { isMutationName, type MutationArgs, type MutationName } from "#domain/mutations.ts";
import { CALENDAR_EFFECTS } from "./mutations/calendar.ts";
import { DOOR_EFFECTS } from "./mutations/door.ts";
import { EXPERIENCE_EFFECTS } from "./mutations/experiences.ts";
import { FAVORITE_EFFECTS } from "./mutations/favorites.ts";
import { FEEDBACK_EFFECTS } from "./mutations/feedback.ts";
import { INQUIRY_EFFECTS } from "./mutations/inquiries.ts";
import type { EntryLike, LocalEffect, LocalEffects } from "./mutations/local-effect.ts";
import { MOOD_EFFECTS } from "./mutations/moods.ts";
import { NEWSLETTER_CONTACT_EFFECTS } from "./mutations/newsletter-contact.ts";
import { PARTNER_EFFECTS } from "./mutations/partners.ts";
import { PROFILE_EFFECTS } from "./mutations/profile.ts";
import { REFERRAL_EFFECTS } from "./mutations/referrals.ts";
import { REGISTRATION_EFFECTS } from "./mutations/registrations.ts";

export type { EntryLike, LocalEffects } from "./mutations/local-effect.ts";

/**
 * The client side of the mutation registry (docs/adding-a-mutation.md): every mutation name →
 * its local effect, one file per area under ./mutations/. Typed as a mapped type over the names,
 * so a new mutation without its effect does not compile.
 */
export const LOCAL_EFFECTS: LocalEffects = {
  ...MOOD_EFFECTS,
  ...FAVORITE_EFFECTS,
  ...REGISTRATION_EFFECTS,
  ...EXPERIENCE_EFFECTS,
  ...INQUIRY_EFFECTS,
  ...CALENDAR_EFFECTS,
  ...PROFILE_EFFECTS,
  ...NEWSLETTER_CONTACT_EFFECTS,
  ...REFERRAL_EFFECTS,
  ...DOOR_EFFECTS,
  ...PARTNER_EFFECTS,
  ...FEEDBACK_EFFECTS,
};

/**
 * The effect of a stored entry. Null only for a name this version does not know (an entry
 * queued by another version of the app): it has no row here, and the server decides about it.
 */
function effectOf(name: string): LocalEffect<MutationName> | null {
  return isMutationName(name) ? LOCAL_EFFECTS[name] : null;
}

/** Outbox args were validated with the mutation's schema when queued (queue.ts). */
const argsOf = (entry: EntryLike) => entry.args as MutationArgs<MutationName>;

/** The entity and natural key an entry touches, as a row key; null when it touches no row. */
export function keyOfEntry(entry: EntryLike): string | null {
  return effectOf(entry.name)?.key(entry, argsOf(entry)) ?? null;
}

/** Applies the entry's optimistic change, inside a rw transaction over its `effectTables`. */
export async function applyEffect(db: CultureWellDB, entry: EntryLike): Promise<void> {
  await effectOf(entry.name)?.apply(db, entry, argsOf(entry));
}

/** The tables the local effects of these mutation names touch, each once. */
export function effectTables(names: Iterable<string>): TableName[] {
  const tables = new Set<TableName>();
  for (const name of names) {
    const effect = effectOf(name);
    for (const table of [...(effect?.tables ?? []), ...(effect?.reads ?? [])]) tables.add(table);
  }
  return [...tables];
}
