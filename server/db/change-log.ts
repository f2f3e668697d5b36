import type { EntityName } from "#domain/sync-protocol.ts";
import type { Db, Tx } from "./client.ts";
import { changeLog } from "./schema.ts";

/**
 * Records that a row changed, for sync pulls. Call it inside the transaction that makes the
 * change, so the feed can never miss or invent a change. `audience` is 'public' or a user id.
 */
export function appendChange(
  tx: Db | Tx,
  change: { entity: EntityName; entityId: string; op: "upsert" | "delete"; audience: string },
  now: Date,
): void {
  tx.insert(changeLog)
    .values({ ...change, createdAt: now.toISOString() })
    .run();
}
