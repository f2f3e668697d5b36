import { sql } from "drizzle-orm";
import type { EntityName } from "#domain/sync-protocol.ts";
import { prepared } from "./prepared.ts";
import { changeLog } from "./schema.ts";
import type { Db, Tx } from "./types.ts";

/** Every write appends here, so the insert is prepared once per connection (db/prepared.ts). */
const insertChange = (db: Db | Tx) =>
  db
    .insert(changeLog)
    .values({
      entity: sql.placeholder("entity"),
      entityId: sql.placeholder("entityId"),
      op: sql.placeholder("op"),
      audience: sql.placeholder("audience"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare();

/**
 * Records that a row changed, for sync pulls. Call it inside the transaction that makes the
 * change, so the feed can never miss or invent a change. `audience` is 'public' or a user id.
 */
export function appendChange(
  tx: Db | Tx,
  change: { entity: EntityName; entityId: string; op: "upsert" | "delete"; audience: string },
  now: Date,
): void {
  prepared(tx, insertChange).run({ ...change, createdAt: now.toISOString() });
}
