import { and, eq, exists } from "drizzle-orm";
import { hasEnded } from "#domain/registration-lifecycle.ts";
import type { Clock } from "../clock.ts";
import { type ExperienceRow, experiences, userExperiences } from "../db/schema.ts";
import type { Db, Reader } from "../db/types.ts";
import { runJobTick, tickStart } from "./job-ticks.ts";
import { settleBookedReferrals } from "./referral-steps.ts";
import { announceRegistration } from "./registration-announce.ts";
import { writePlaceCounts } from "./registration-places.ts";
import type { Announcer } from "./write-context.ts";

type Ended = Pick<ExperienceRow, "id" | "date" | "duration" | "createdBy">;

/**
 * Once an experience has ended, every registration still `registered` (never scanned) becomes
 * `no_show`, announced to its owner and the door staff, and the place counters are rewritten.
 * In the caller's transaction; a no-op before the end or when already done. Returns how many.
 */
export async function markNoShowsOf(ctx: Announcer, experience: Ended): Promise<number> {
  if (!hasEnded(experience.date, experience.duration, ctx.now)) return 0;
  const rows = await ctx.tx
    .update(userExperiences)
    .set({ status: "no_show" })
    .where(
      and(
        eq(userExperiences.experienceId, experience.id),
        eq(userExperiences.status, "registered"),
      ),
    )
    .returning();
  for (const row of rows) {
    await announceRegistration(ctx, row, experience.createdBy);
    await settleBookedReferrals(ctx, row, "did_not_attend", ctx.now.toISOString());
  }
  if (rows.length > 0) await writePlaceCounts(ctx, experience.id);
  return rows.length;
}

/** Ended experiences that still have a `registered` row. */
async function endedWithRegistered(q: Reader, now: Date): Promise<Ended[]> {
  const candidates = await q
    .select({
      id: experiences.id,
      date: experiences.date,
      duration: experiences.duration,
      createdBy: experiences.createdBy,
    })
    .from(experiences)
    .where(
      exists(
        q
          .select({ id: userExperiences.id })
          .from(userExperiences)
          .where(
            and(
              eq(userExperiences.experienceId, experiences.id),
              eq(userExperiences.status, "registered"),
            ),
          ),
      ),
    );
  return candidates.filter((e) => hasEnded(e.date, e.duration, now));
}

async function markEach(ctx: Announcer, waiting: readonly Ended[]): Promise<number> {
  let n = 0;
  for (const e of waiting) n += await markNoShowsOf(ctx, e);
  return n;
}

/**
 * Marks the no-shows of every ended experience. Only experiences that still have a `registered`
 * row are looked at, and after a run those are the ones still to come, so this stays cheap
 * enough to run before every pull and partner read as well as from the periodic job: it looks
 * before it takes the write, and takes none when nothing waits. Idempotent: a second run finds
 * nothing to do.
 */
export async function markNoShows(db: Db, now: Date): Promise<number> {
  const waiting = await endedWithRegistered(db, now);
  if (waiting.length === 0) return 0;
  return await db.write((tx) => markEach({ tx, now }, waiting), { label: "no-shows" });
}

export const NO_SHOW_INTERVAL_MS = 5 * 60_000;
export const NO_SHOW_JOB = "no-shows";

/**
 * One tick of the no-show job: done by exactly one node per interval (services/job-ticks.ts).
 * Every ended experience is marked, so one run catches up however long every node was down.
 */
export async function runNoShowTick(db: Db, now: Date, intervalMs = NO_SHOW_INTERVAL_MS) {
  return await runJobTick(db, NO_SHOW_JOB, tickStart(now, intervalMs), now, async (tx) =>
    markEach({ tx, now }, await endedWithRegistered(tx, now)),
  );
}

/**
 * The periodic no-show job (every 5 minutes by default). A node runs the current tick at once
 * when it starts (catching up after every node was down), then one per interval; a tick another
 * node already ran is skipped. The timer is unref'd so it never keeps the process alive. A run
 * that fails is reported to `onError` (never an unhandled rejection) and leaves its tick
 * unclaimed, so the next one catches up. Returns a function that stops it.
 */
export function startNoShowJob(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const { intervalMs = NO_SHOW_INTERVAL_MS, onError = console.error } = options;
  const run = async () => {
    try {
      await runNoShowTick(db, clock(), intervalMs);
    } catch (error) {
      onError(error); // e.g. database busy: the next run catches up
    }
  };
  const tick = () => {
    // `run` catches its own errors; the catch here only guards a throwing `onError`.
    run().catch((error: unknown) => console.error(error));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
