import { and, eq, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import { eventReminders, pushSubscriptions } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import type { WebPushConfig } from "../env.ts";
import { type DuePush, duePushReminders } from "./calendar-push-service.ts";
import { runJobTick, tickStart } from "./job-ticks.ts";
import { type PushOutcome, type SendOptions, sendPush } from "./push-sender.ts";

/**
 * The Web Push sender (docs/calendar-feed.md "Web Push"): every minute, one node (a job tick,
 * docs/data-layer.md "Periodic jobs") claims the due reminders and the others skip the tick.
 *
 * Once, and never lost: the network is never awaited inside a write (docs/data-layer.md rule 2),
 * so a reminder cannot be "sent and marked" atomically. Instead the tick's write CLAIMS each
 * reminder ("sending"): one more attempt, and `pushNextAt` set to a lease. The requests go out
 * after that commit; a second write then marks it sent (or sets the retry's backoff), only if
 * the lease is still the one claimed (an edit of the event's start resets the row meanwhile).
 * - another tick, on any node, skips a claimed reminder until its lease ends;
 * - a crash before the requests: the lease ends and the next tick sends it (not lost);
 * - a crash after the requests but before the second write: the next tick after the lease sends
 *   it again, at most one duplicate, with the same `tag`, so the browser replaces the
 *   notification it shows rather than adding one.
 * The lease outlasts a tick's sending: BATCH reminders, SEND_PARALLEL at a time, each request
 * bounded (push-sender.ts), so at most BATCH / SEND_PARALLEL × 10 s.
 */

export const PUSH_INTERVAL_MS = 60_000;
export const PUSH_JOB = "web-push";
/** Tries per reminder (per due time) before giving up on a push service that keeps failing. */
export const MAX_PUSH_ATTEMPTS = 5;
export const PUSH_LEASE_MS = 5 * 60_000;
const BATCH = 100;
const SEND_PARALLEL = 10;

/** Wait after the n-th failed try: 1, 2, 4, 8 minutes (then the attempts are spent). */
export function pushBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

interface Claimed extends DuePush {
  attempts: number;
  lease: string;
}

async function claimDue(tx: Tx, now: Date): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + PUSH_LEASE_MS).toISOString();
  const claimed: Claimed[] = [];
  for (const push of (await duePushReminders(tx, now)).slice(0, BATCH)) {
    const row = await tx
      .update(eventReminders)
      .set({ pushAttempts: sql`${eventReminders.pushAttempts} + 1`, pushNextAt: lease })
      .where(and(eq(eventReminders.id, push.reminderId), eq(eventReminders.sent, false)))
      .returning({ attempts: eventReminders.pushAttempts })
      .get();
    if (row) claimed.push({ ...push, attempts: row.attempts, lease });
  }
  return claimed;
}

interface Delivery {
  push: Claimed;
  outcomes: { endpoint: string; outcome: PushOutcome }[];
}

async function deliver(
  config: WebPushConfig,
  push: Claimed,
  options: SendOptions,
): Promise<Delivery> {
  const outcomes = await Promise.all(
    push.subscriptions.map(async (sub) => ({
      endpoint: sub.endpoint,
      outcome: await sendPush(config, sub, push.payload, options),
    })),
  );
  return { push, outcomes };
}

/**
 * After the requests: subscriptions answered 404/410 (or refused by the guard) are removed; a
 * reminder one browser accepted is sent (a retry for another would repeat it on the first); one
 * that only met 5xx/429/network errors waits for its backoff, until MAX_PUSH_ATTEMPTS; anything
 * else is given up (`sent` without `sentAt`): repeating a refused request would not help.
 */
async function finish(tx: Tx, { push, outcomes }: Delivery, now: Date): Promise<void> {
  for (const { endpoint, outcome } of outcomes) {
    if (outcome !== "gone") continue;
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, push.userId), eq(pushSubscriptions.endpoint, endpoint)),
      );
  }
  const sent = outcomes.some((o) => o.outcome === "sent");
  const retry = !sent && outcomes.some((o) => o.outcome === "retry");
  const set =
    retry && push.attempts < MAX_PUSH_ATTEMPTS
      ? { pushNextAt: new Date(now.getTime() + pushBackoffMs(push.attempts)).toISOString() }
      : { sent: true, sentAt: sent ? now.toISOString() : null, pushNextAt: null };
  await tx
    .update(eventReminders)
    .set(set)
    .where(and(eq(eventReminders.id, push.reminderId), eq(eventReminders.pushNextAt, push.lease)));
}

export interface PushTickResult {
  ran: boolean;
  outcomes: PushOutcome[];
}

/** One tick: claim (once across nodes), send outside any write, then record the outcomes. */
export async function runPushTick(
  db: Db,
  config: WebPushConfig,
  now: Date,
  options: SendOptions & { intervalMs?: number } = {},
): Promise<PushTickResult> {
  const tick = tickStart(now, options.intervalMs ?? PUSH_INTERVAL_MS);
  const claim = await runJobTick(db, PUSH_JOB, tick, now, (tx) => claimDue(tx, now));
  if (!claim.ran) return { ran: false, outcomes: [] };
  const deliveries: Delivery[] = [];
  for (let i = 0; i < claim.value.length; i += SEND_PARALLEL) {
    const chunk = claim.value.slice(i, i + SEND_PARALLEL);
    deliveries.push(...(await Promise.all(chunk.map((push) => deliver(config, push, options)))));
  }
  if (deliveries.length > 0) {
    await db.write(
      async (tx) => {
        for (const delivery of deliveries) await finish(tx, delivery, now);
      },
      { label: "web-push results" },
    );
  }
  return { ran: true, outcomes: deliveries.flatMap((d) => d.outcomes.map((o) => o.outcome)) };
}

/**
 * The periodic sender (WEB_PUSH=on only; server/index.ts): a tick at once, then every minute,
 * unref'd, errors reported to `onError` (the claim rolls back, or its lease runs out: the next
 * tick catches up). Returns a function that stops it.
 */
export function startPushJob(
  db: Db,
  config: WebPushConfig,
  clock: Clock,
  options: { onError?: (error: unknown) => void } = {},
): () => void {
  const { onError = console.error } = options;
  const tick = () => {
    runPushTick(db, config, clock()).catch((error: unknown) => {
      try {
        onError(error);
      } catch (reported) {
        console.error(reported);
      }
    });
  };
  tick();
  const timer = setInterval(tick, PUSH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
