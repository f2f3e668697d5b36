import { and, eq, exists } from "drizzle-orm";
import { hasEnded } from "#domain/registration-lifecycle.ts";
import type { Clock } from "../clock.ts";
import { type ExperienceRow, experiences, userExperiences } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
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
export function markNoShowsOf(ctx: Announcer, experience: Ended): number {
  if (!hasEnded(experience.date, experience.duration, ctx.now)) return 0;
  const rows = ctx.tx
    .update(userExperiences)
    .set({ status: "no_show" })
    .where(
      and(
        eq(userExperiences.experienceId, experience.id),
        eq(userExperiences.status, "registered"),
      ),
    )
    .returning()
    .all();
  for (const row of rows) {
    announceRegistration(ctx, row, experience.createdBy);
    settleBookedReferrals(ctx, row, "did_not_attend", ctx.now.toISOString());
  }
  if (rows.length > 0) writePlaceCounts(ctx, experience.id);
  return rows.length;
}

/**
 * Marks the no-shows of every ended experience. Only experiences that still have a `registered`
 * row are looked at, and after a run those are the ones still to come, so this stays cheap
 * enough to run before every pull and partner read as well as from the periodic job.
 * Idempotent: a second run finds nothing to do.
 */
export function markNoShows(db: Db, now: Date): number {
  const waiting = db
    .select({
      id: experiences.id,
      date: experiences.date,
      duration: experiences.duration,
      createdBy: experiences.createdBy,
    })
    .from(experiences)
    .where(
      exists(
        db
          .select({ id: userExperiences.id })
          .from(userExperiences)
          .where(
            and(
              eq(userExperiences.experienceId, experiences.id),
              eq(userExperiences.status, "registered"),
            ),
          ),
      ),
    )
    .all()
    .filter((e) => hasEnded(e.date, e.duration, now));
  if (waiting.length === 0) return 0;
  return db.transaction((tx) => waiting.reduce((n, e) => n + markNoShowsOf({ tx, now }, e), 0), {
    behavior: "immediate",
  });
}

export const NO_SHOW_INTERVAL_MS = 5 * 60_000;

/**
 * The periodic no-show job (every 5 minutes by default). Runs once at start; the timer is
 * unref'd so it never keeps the process alive. Returns a function that stops it.
 */
export function startNoShowJob(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const { intervalMs = NO_SHOW_INTERVAL_MS, onError = console.error } = options;
  const run = () => {
    try {
      markNoShows(db, clock());
    } catch (error) {
      onError(error); // e.g. database busy: the next run catches up
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
