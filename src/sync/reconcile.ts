import type { CultureWellDB } from "#db/db.ts";
import type { OutboxRow, ShadowRow } from "#db/types.ts";
import { ENTITY_STORES, entityOfKey, naturalOfKey, type Row } from "./entity-store.ts";
import { applyEffect, keyOfEntry } from "./local-effects.ts";

/**
 * Local rows vs server truth while changes are pending.
 *
 * Invariant: a row with no pending outbox entry holds exactly what the last pull wrote (the
 * server's truth at the cursor). A row WITH pending entries shows the optimistic result, and its
 * server version is kept aside in `shadows` — taken from the table the moment the first pending
 * change touched it, and refreshed by every pull that brings that row (the pull does not
 * overwrite the optimistic row; decision 0004, "Shadows").
 *
 * When an entry leaves the outbox, its row is settled:
 * - rejected → the shadow (server truth) goes back into the table and the still-pending entries
 *   on that row are replayed on top; no network round trip is needed for the "re-pull";
 * - applied and no pull has touched the shadow → the optimistic row stays; the server's
 *   version arrives with the next pull (its change_log entry is after our cursor);
 * - applied but a pull delivered a newer version meanwhile (e.g. the first push committed but its
 *   response was lost) → that version goes in, pending entries replayed on top; otherwise the
 *   pull that carried it would be lost, as the cursor has already passed it.
 * The shadow is dropped once no pending entry touches the row.
 */

/** Keeps the server version of `key`'s row before a local change first touches it. */
export async function ensureShadow(db: CultureWellDB, key: string): Promise<void> {
  if (await db.shadows.get(key)) return;
  const entity = entityOfKey(key);
  const row = await ENTITY_STORES[entity].read(db, naturalOfKey(key));
  await db.shadows.put({
    key,
    entity,
    rowId: rowIdOf(row) ?? idFromNatural(key),
    data: row ?? null,
    pulled: false,
  });
}

/** A pull brought `data` (null: tombstone) for a row under local changes: refresh its shadow. */
export async function refreshShadow(
  db: CultureWellDB,
  shadow: ShadowRow,
  data: Row | null,
): Promise<void> {
  await db.shadows.put({ ...shadow, data, rowId: rowIdOf(data) ?? shadow.rowId, pulled: true });
}

export type Outcome = "applied" | "rejected";

/**
 * Settles the rows of entries that just left the outbox (call in the same rw transaction that
 * deleted them). `resolved` maps each row key to the outcomes of the entries that touched it.
 */
export async function settleRows(
  db: CultureWellDB,
  resolved: ReadonlyMap<string, readonly Outcome[]>,
): Promise<void> {
  if (resolved.size === 0) return;
  const pendingByKey = await pendingEntriesByKey(db);
  // One bulk read and one bulk delete of shadows for the whole batch, not a request per row.
  const keys = [...resolved.keys()];
  const shadows = await db.shadows.bulkGet(keys);
  const done: string[] = [];
  for (const [i, key] of keys.entries()) {
    const shadow = shadows[i];
    if (!shadow) continue;
    const remaining = pendingByKey.get(key) ?? [];
    const restore = shadow.pulled || resolved.get(key)?.includes("rejected");
    if (restore) {
      const store = ENTITY_STORES[entityOfKey(key)];
      await store.remove(db, naturalOfKey(key));
      if (shadow.data) await store.write(db, shadow.data);
      for (const entry of remaining) await applyEffect(db, entry);
    }
    if (remaining.length === 0) done.push(key);
  }
  await db.shadows.bulkDelete(done);
}

/** Every pending entry (any user), grouped by the row it touches, in queue order. */
async function pendingEntriesByKey(db: CultureWellDB): Promise<Map<string, OutboxRow[]>> {
  const byKey = new Map<string, OutboxRow[]>();
  // One getAll, not a cursor step per entry: the outbox may hold thousands while offline.
  for (const entry of await db.outbox.orderBy("seq").toArray()) {
    const key = keyOfEntry(entry);
    if (!key) continue;
    const list = byKey.get(key);
    if (list) list.push(entry);
    else byKey.set(key, [entry]);
  }
  return byKey;
}

function rowIdOf(row: Row | null | undefined): string | null {
  return typeof row?.id === "string" ? row.id : null;
}

/** For keys whose natural key is the id (most entities), the id the row will have. */
function idFromNatural(key: string): string | null {
  const natural = naturalOfKey(key);
  return natural.includes("|") ? null : natural;
}
