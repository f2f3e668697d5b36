import { and, asc, eq, gt, max, sql } from "drizzle-orm";
import type { EntityName } from "#domain/sync-protocol.ts";
import { noteMoved } from "./engine-shared.ts";
import { changeLog } from "./schema.ts";
import type { Reader, Tx } from "./types.ts";

/**
 * Records that a row changed, for sync pulls. Call it inside the transaction that makes the
 * change, so the feed can never miss or invent a change. `audience` is 'public' or a user id.
 * Writes run one at a time on both engines (db/types.ts `Db.write`), so seq order is commit
 * order: a pull that has seen seq N never later finds a smaller one committed.
 */
export async function appendChange(
  tx: Tx,
  change: { entity: EntityName; entityId: string; op: "upsert" | "delete"; audience: string },
  now: Date,
): Promise<void> {
  // Columns named, seq left out: SQLite's rowid or PostgreSQL's identity numbers the row.
  const [row] = await tx.values<[number]>(
    sql`insert into change_log (entity, entity_id, op, audience, created_at) values (${change.entity}, ${change.entityId}, ${change.op}, ${change.audience}, ${now.toISOString()}) returning seq`,
  );
  // Announced when the write commits (Db.watch): devices of this audience pull.
  if (row) noteMoved(change.audience, Number(row[0]));
}

/** One change_log row as a pull reads it. */
export interface LogRow {
  seq: number;
  entity: string;
  entityId: string;
  op: string;
}

const logColumns = {
  seq: changeLog.seq,
  entity: changeLog.entity,
  entityId: changeLog.entityId,
  op: changeLog.op,
};

/** One audience's rows after `cursor`: a range scan of the (audience, seq) index. */
export const audienceLogQuery = (q: Reader, audience: string, cursor: number, take: number) =>
  q
    .select(logColumns)
    .from(changeLog)
    .where(and(eq(changeLog.audience, audience), gt(changeLog.seq, cursor)))
    .orderBy(asc(changeLog.seq))
    .limit(take);

/**
 * The newest seq of one audience (0 when it has none): where a device that has pulled
 * everything stands. The live-pokes stream sends it on connect (docs/decisions/0022-live-pokes.md);
 * a backward scan of the (audience, seq) index.
 */
export async function headOf(q: Reader, audience: string): Promise<number> {
  const row = await q
    .select({ head: max(changeLog.seq) })
    .from(changeLog)
    .where(eq(changeLog.audience, audience))
    .get();
  // PostgreSQL may hand a bigint aggregate back as text.
  return Number(row?.head ?? 0);
}

/**
 * One page of change_log rows after `cursor` for the audiences, in seq order. Each audience is
 * its own range scan with its own LIMIT, merged by seq here: an `audience IN (…)` with ORDER BY
 * seq would sort every match before limiting.
 */
export async function readLogPage(
  q: Reader,
  audiences: readonly string[],
  cursor: number,
  take: number,
): Promise<LogRow[]> {
  if (audiences.length === 0) throw new Error("A pull needs an audience");
  const scans = await Promise.all(audiences.map((a) => audienceLogQuery(q, a, cursor, take)));
  if (scans.length === 1) return scans[0] as LogRow[];
  return scans
    .flat()
    .sort((a, b) => a.seq - b.seq)
    .slice(0, take);
}
