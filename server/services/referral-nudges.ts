import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import {
  NUDGE_AFTER_DAYS,
  type NudgeKind,
  nudgeDue,
  REMINDED_STEP,
  wasReminded,
} from "#domain/referral-loop.ts";
import type { Clock } from "../clock.ts";
import { pushSubscriptions, referralEvents, referrals } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import type { WebPushConfig } from "../env.ts";
import { displayNamesOf } from "./display-names.ts";
import { runJobTick, tickStart } from "./job-ticks.ts";
import { type SendOptions, sendPush } from "./push-sender.ts";
import { announceReferral, recordReferralStep } from "./referral-steps.ts";

/**
 * Nudges (docs/referral-loop.md): a referral its client has not answered NUDGE_AFTER_DAYS after
 * it was sent, or accepted that long ago and not booked, gets a `reminded` step once per kind.
 * The client's app shows the reminder with the referral (in-app, offline too once pulled) and,
 * where the client subscribed to Web Push, a notification names the referring professional; the
 * professional's dashboard flags the referral from its dates alone, so it needs no job to be
 * right. A referral whose client has no account yet (an unused invitation code) reminds nobody.
 */

export const NUDGE_JOB = "referral-nudges";
export const NUDGE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

export interface Nudge {
  referralId: string;
  clientId: string;
  professionalId: string;
  kind: NudgeKind;
}

/** Records the reminders due at `now`, in the caller's write; answers what was recorded. */
export async function recordDueNudges(tx: Tx, now: Date): Promise<Nudge[]> {
  const before = new Date(now.getTime() - NUDGE_AFTER_DAYS * DAY_MS).toISOString();
  const candidates = await tx
    .select()
    .from(referrals)
    .where(
      and(
        inArray(referrals.status, ["sent", "accepted"]),
        isNotNull(referrals.clientId),
        lte(referrals.createdAt, before),
      ),
    );
  if (candidates.length === 0) return [];
  const steps = await tx
    .select({
      referralId: referralEvents.referralId,
      status: referralEvents.status,
      at: referralEvents.at,
      reason: referralEvents.reason,
    })
    .from(referralEvents)
    .where(
      inArray(
        referralEvents.referralId,
        candidates.map((r) => r.id),
      ),
    )
    .orderBy(asc(referralEvents.id));
  const nudges: Nudge[] = [];
  for (const row of candidates) {
    const timeline = steps.filter((s) => s.referralId === row.id);
    const kind = nudgeDue({ status: row.status, createdAt: row.createdAt, timeline }, now);
    if (!kind || !row.clientId || wasReminded(timeline, kind)) continue;
    await recordReferralStep({ tx, now }, row.id, {
      status: REMINDED_STEP,
      at: now.toISOString(),
      by: null,
      reason: kind,
    });
    await announceReferral({ tx, now }, row);
    nudges.push({
      referralId: row.id,
      clientId: row.clientId,
      professionalId: row.professionalId,
      kind,
    });
  }
  return nudges;
}

/** Tells each reminded client's subscribed browsers, best effort (the app shows it anyway). */
async function pushNudges(
  db: Db,
  config: WebPushConfig,
  nudges: readonly Nudge[],
  options: SendOptions,
): Promise<number> {
  if (nudges.length === 0) return 0;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        nudges.map((n) => n.clientId),
      ),
    );
  const names = await displayNamesOf(
    db,
    nudges.map((n) => n.professionalId),
  );
  let sent = 0;
  for (const nudge of nudges) {
    for (const sub of subscriptions.filter((s) => s.userId === nudge.clientId)) {
      // The server does not know the reader's language: the words it sends are a name.
      const outcome = await sendPush(
        config,
        sub,
        {
          title: `CultureWell · ${names.get(nudge.professionalId) ?? ""}`.trim(),
          body: "",
          tag: `referral-${nudge.referralId}`,
          url: `/referral/${nudge.referralId}`,
        },
        options,
      );
      if (outcome === "sent") sent += 1;
      if (outcome === "gone") {
        await db.write(async (tx) => {
          await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        });
      }
    }
  }
  return sent;
}

/** One tick, by one node per interval: record the reminders, then push them. */
export async function runNudgeTick(
  db: Db,
  now: Date,
  options: { webPush?: WebPushConfig; intervalMs?: number } & SendOptions = {},
): Promise<{ ran: boolean; nudges: Nudge[]; pushed: number }> {
  const tick = tickStart(now, options.intervalMs ?? NUDGE_INTERVAL_MS);
  const claim = await runJobTick(db, NUDGE_JOB, tick, now, (tx) => recordDueNudges(tx, now));
  if (!claim.ran) return { ran: false, nudges: [], pushed: 0 };
  const pushed = options.webPush ? await pushNudges(db, options.webPush, claim.value, options) : 0;
  return { ran: true, nudges: claim.value, pushed };
}

/** The periodic job (hourly), as the no-show job runs; returns a function that stops it. */
export function startNudgeJob(
  db: Db,
  clock: Clock,
  options: { webPush?: WebPushConfig; onError?: (error: unknown) => void } = {},
): () => void {
  const { onError = console.error } = options;
  const tick = () => {
    runNudgeTick(db, clock(), { webPush: options.webPush }).catch((error: unknown) => {
      try {
        onError(error);
      } catch (reported) {
        console.error(reported);
      }
    });
  };
  tick();
  const timer = setInterval(tick, NUDGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
