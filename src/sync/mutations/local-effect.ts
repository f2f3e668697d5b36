import type { CultureWellDB, TableName } from "#db/db.ts";
import type { MutationArgs, MutationName } from "#domain/mutations.ts";
import type { EntityName } from "#domain/sync-protocol.ts";
import { rowKey } from "../entity-store.ts";

/**
 * What a queued mutation looks like on this device before the server has seen it: the row it
 * touches (its row key, see entity-store.ts) and the optimistic write. The same `apply` runs when
 * the user makes the change and when the sync engine replays pending changes on top of the
 * server's truth (reconcile.ts), so it must depend only on the entry and the current tables.
 */

/** An outbox entry as an effect sees it (OutboxRow, or one about to be added). */
export interface EntryLike {
  id: string;
  name: string;
  args: unknown;
  userId: string;
  createdAt: string;
}

/**
 * One mutation's local effect. Invariants, checked for every mutation by
 * mutation-registry.test.ts, because transactions are scoped on them:
 * - `apply` writes only `tables` and reads only `tables` and `reads`;
 * - a mutation touches at most one row: with a key, `tables` is exactly the table of the row the
 *   key names (so replaying other pending entries on that row needs no other table); without a
 *   key (`key` returns null), `tables` is empty and `apply` does nothing.
 *
 * Methods, not function-valued properties: `LocalEffect<"mood.log">` must be usable where any
 * mutation's effect is expected (the lookups in local-effects.ts).
 */
export interface LocalEffect<N extends MutationName> {
  readonly tables: readonly TableName[];
  /**
   * Tables `apply` reads but never writes (e.g. the experience's places left, to expect the
   * waiting list). They join every transaction the effect runs in.
   */
  readonly reads?: readonly TableName[];
  /** The row key the entry touches; null when it touches no row. */
  key(entry: EntryLike, args: MutationArgs<N>): string | null;
  /** The optimistic write. Runs inside a rw transaction over (at least) `tables`. */
  apply(db: CultureWellDB, entry: EntryLike, args: MutationArgs<N>): Promise<void>;
}

/** Every mutation name → its local effect: a name without one does not compile. */
export type LocalEffects = { readonly [N in MutationName]: LocalEffect<N> };

/**
 * A row key, or null when the natural key is missing (args of an entry queued by an older
 * version of the app may lack a field the current schema requires).
 */
export function keyOf(entity: EntityName, natural: string | null | undefined): string | null {
  return natural ? rowKey(entity, natural) : null;
}
