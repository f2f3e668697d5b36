import { and, eq, lt } from "drizzle-orm";
import { jobTicks } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";

/** Ticks older than this are forgotten (pruned by the job's own runs). */
const KEEP_TICKS_MS = 7 * 24 * 60 * 60_000;

/** The start of the interval `now` falls in: every node names a tick the same way. */
export function tickStart(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

/**
 * Runs one tick of a periodic job at most once across every node of the database: `fn` runs in
 * the same write as the insert that claims (job, tick), and the claim does nothing when a row is
 * there already. Writes run one at a time across nodes (docs/data-layer.md), so a second node
 * finds the first one's row and skips; a crash or an error in `fn` rolls the claim back with
 * the work, so the next run (this tick's on another node, or the next tick) does it again.
 * Returns whether this call did the work, and its result.
 */
export async function runJobTick<T>(
  db: Db,
  job: string,
  tick: Date,
  now: Date,
  fn: (tx: Tx) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return await db.write(
    async (tx) => {
      const claimed = await tx
        .insert(jobTicks)
        .values({ job, tick: tick.toISOString(), ranAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ job: jobTicks.job });
      if (claimed.length === 0) return { ran: false as const };
      const value = await fn(tx);
      const old = new Date(tick.getTime() - KEEP_TICKS_MS).toISOString();
      await tx.delete(jobTicks).where(and(eq(jobTicks.job, job), lt(jobTicks.tick, old)));
      return { ran: true as const, value };
    },
    { label: `job ${job}` },
  );
}
