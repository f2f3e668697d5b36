import { type CultureWellDB, isPublicMetaKey, META_KEYS, type TableName } from "#db/db.ts";
import type { OutboxRow } from "#db/types.ts";
import { MUTATION_NAMES } from "#domain/mutations.ts";
import { ENTITY_NAMES, PUBLIC_ENTITIES } from "#domain/sync-protocol.ts";
import { ENTITY_STORES, entityOfKey } from "./entity-store.ts";
import { effectTables, keyOfEntry } from "./local-effects.ts";
import { type Outcome, settleRows } from "./reconcile.ts";

/** The stores of entities private to their user: every entity a pull brings that is not public. */
const PRIVATE_STORES = ENTITY_NAMES.filter((entity) => !PUBLIC_ENTITIES.includes(entity)).map(
  (entity) => ENTITY_STORES[entity],
);

/**
 * Every table whose rows belong to the signed-in user: the private entities' tables and the
 * bookkeeping of that user's changes (outbox, the shadows of the rows they touch, refusals).
 * `meta` is mixed: its private entries are those `isPublicMetaKey` does not keep.
 */
export const PRIVATE_TABLES: readonly TableName[] = [
  ...PRIVATE_STORES.map((store) => store.tableName),
  "outbox",
  "shadows",
  "rejections",
];

/**
 * Removes the private data of this device: the private tables above, the user's pending changes
 * (their optimistic rows in public tables too, see discardPendingChanges) and every private meta
 * entry (session snapshot, sync token, sync cursor). Public rows (experiences, mood
 * recommendations) and the client id stay, so browsing still works offline.
 *
 * Without `userId` every private row goes (sign-out: nothing may leak to the next person). With
 * `userId`, only that user's rows go from the tables with an owner column; inquiries and private
 * meta have none and always belong to whoever was signed in, so they go too.
 *
 * One transaction, over the private tables, the tables pending changes may have written and
 * `meta`: either everything private is gone or nothing changed.
 */
export async function clearPrivateData(db: CultureWellDB, userId?: string): Promise<void> {
  const tables = new Set<TableName>([...PRIVATE_TABLES, ...effectTables(MUTATION_NAMES), "meta"]);
  await db.transaction("rw", [...tables], async () => {
    const pending =
      userId === undefined
        ? await db.outbox.toArray()
        : await db.outbox.where("userId").equals(userId).toArray();
    await discardPendingChanges(db, pending);
    for (const store of PRIVATE_STORES) {
      const table = db.table(store.tableName);
      if (userId === undefined || !store.ownerField) await table.clear();
      else await table.where(store.ownerField).equals(userId).delete();
    }
    if (userId === undefined) {
      await db.rejections.clear();
      // No pending entry is left, so no shadow has a row to guard.
      await db.shadows.clear();
    } else {
      await db.rejections.where("userId").equals(userId).delete();
    }
    // The own stream's cursor goes too: the next user's pull starts over and brings back the
    // server's truth of every private row dropped here (discardPendingChanges relies on it).
    await db.meta.filter((row) => !isPublicMetaKey(row.key)).delete();
  });
}

/**
 * Throws pending entries away and brings their rows back to the server's truth, the way a
 * refusal does (reconcile.ts `settleRows`): the shadow goes back into the table, and pending
 * entries of other users on the same row are replayed on top. This matters for public rows: an
 * experience created or edited offline must not stay on the device as if it were saved.
 *
 * A row with no shadow (an entry queued before version 2 of the database kept them) has no known
 * truth: it is dropped, and the next pull brings it back if it exists, from cursor 0 (the own
 * stream's cursor goes with the private meta above; the public one is dropped here).
 */
async function discardPendingChanges(db: CultureWellDB, entries: OutboxRow[]): Promise<void> {
  await db.outbox.bulkDelete(entries.map((entry) => entry.seq));
  const discarded = new Map<string, Outcome[]>();
  for (const entry of entries) {
    const key = keyOfEntry(entry);
    if (key) discarded.set(key, ["rejected"]);
  }
  for (const key of discarded.keys()) {
    if (await db.shadows.get(key)) continue;
    const entity = entityOfKey(key);
    await db.shadows.put({ key, entity, rowId: null, data: null, pulled: false });
    // The public stream's cursor outlives sign-out: for a public row it must start over too.
    if (PUBLIC_ENTITIES.includes(entity)) await db.meta.delete(META_KEYS.publicSyncCursor);
  }
  await settleRows(db, discarded);
}
