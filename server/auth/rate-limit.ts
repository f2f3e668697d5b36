import { createHash, randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import type { Clock } from "../clock.ts";
import { rateLimitHits } from "../db/schema.ts";
import type { Db, Reader, Tx } from "../db/types.ts";
import { ServiceError } from "../errors.ts";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Where a set of limiters keeps its hits: the database every node shares, so a burst split
 * across nodes meets one budget and a restart forgets nothing (docs/data-layer.md).
 */
export interface HitStore {
  db: Db;
  clock: Clock;
  /** The longest window of the set: older hits are no use to any of its limiters. */
  keepMs: number;
}

export interface RateLimiter {
  readonly bucket: string;
  readonly rule: RateLimitRule;
  readonly store: HitStore;
  /** Seconds until `key` may try again; 0 while it is within its budget. */
  retryAfter(key: string): Promise<number>;
  /** Counts one attempt for `key`. */
  hit(key: string): Promise<void>;
  /** Attempts for `key` inside the window. */
  count(key: string): Promise<number>;
  /** Gives back the most recent attempt (a reserved slot whose attempt turned out fine). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** A budget and the key (IP, username, user id) an attempt is counted for. */
export type Check = [RateLimiter, string];

/** One counted attempt, as stored. */
export interface Hit {
  id: string;
  bucket: string;
  keyHash: string;
  at: string;
}

/** How many expired hits one write deletes at most: pruning never makes a write slow. */
const PRUNE_BATCH = 50;

/** SHA-256 of bucket and key: IPs and usernames are personal data, never stored in clear. */
function keyHash(bucket: string, key: string): string {
  return createHash("sha256").update(`${bucket}\n${key}`).digest("hex");
}

const ofKey = (limiter: RateLimiter, hash: string, sinceMs: number) =>
  and(
    eq(rateLimitHits.bucket, limiter.bucket),
    eq(rateLimitHits.keyHash, hash),
    gt(rateLimitHits.at, new Date(sinceMs).toISOString()),
  );

async function waitSeconds(q: Reader, [limiter, key]: Check, now: number): Promise<number> {
  const { max, windowMs } = limiter.rule;
  // The max-th most recent attempt inside the window: once it leaves, there is room again.
  const row = await q
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(ofKey(limiter, keyHash(limiter.bucket, key), now - windowMs))
    .orderBy(desc(rateLimitHits.at))
    .limit(1)
    .offset(max - 1)
    .get();
  if (!row) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.at) + windowMs - now) / 1000));
}

async function countIn(q: Reader, [limiter, key]: Check, now: number): Promise<number> {
  const row = await q
    .select({ n: count() })
    .from(rateLimitHits)
    .where(ofKey(limiter, keyHash(limiter.bucket, key), now - limiter.rule.windowMs))
    .get();
  return Number(row?.n ?? 0);
}

/** Stores hits (again, after a savepoint rolled them back: services/mutation-runner.ts). */
export async function recordHits(tx: Tx, hits: readonly Hit[]): Promise<void> {
  if (hits.length === 0) return;
  await tx
    .insert(rateLimitHits)
    .values([...hits])
    .onConflictDoNothing();
}

/** Deletes a bounded batch of hits older than every window of the store. */
async function prune(tx: Tx, store: HitStore, now: number): Promise<void> {
  const cutoff = new Date(now - store.keepMs).toISOString();
  const old = tx
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(lt(rateLimitHits.at, cutoff))
    .limit(PRUNE_BATCH);
  await tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, old));
}

const newHit = ([limiter, key]: Check, now: number): Hit => ({
  id: randomUUID(),
  bucket: limiter.bucket,
  keyHash: keyHash(limiter.bucket, key),
  at: new Date(now).toISOString(),
});

/** A database-backed sliding-window limiter; `bucket` names its budget in the hits table. */
export function createRateLimiter(store: HitStore, bucket: string, rule: RateLimitRule) {
  const { db, clock } = store;
  const limiter: RateLimiter = {
    bucket,
    rule,
    store,
    retryAfter: (key) => waitSeconds(db, [limiter, key], clock().getTime()),
    count: (key) => countIn(db, [limiter, key], clock().getTime()),
    async hit(key) {
      const now = clock().getTime();
      await db.write(async (tx) => {
        await recordHits(tx, [newHit([limiter, key], now)]);
        await prune(tx, store, now);
      });
    },
    async undo(key) {
      const latest = db
        .select({ id: rateLimitHits.id })
        .from(rateLimitHits)
        .where(ofKey(limiter, keyHash(bucket, key), clock().getTime() - rule.windowMs))
        .orderBy(desc(rateLimitHits.at))
        .limit(1);
      await db.write(async (tx) => {
        await tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, latest));
      });
    },
    async reset(key) {
      await db.write((tx) => resetIn(tx, [limiter, key]));
    },
  };
  return limiter;
}

async function resetIn(tx: Tx, [limiter, key]: Check): Promise<void> {
  await tx
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limiter.bucket),
        eq(rateLimitHits.keyHash, keyHash(limiter.bucket, key)),
      ),
    );
}

function tooMany(wait: number): ServiceError {
  const minutes = Math.ceil(wait / 60);
  const when = minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
  return new ServiceError(R.too_many_attempts, {
    message: `Too many attempts. Please try again ${when}.`,
    retryAfterSeconds: wait,
  });
}

async function assertIn(q: Reader, checks: readonly Check[], now: number): Promise<void> {
  let wait = 0;
  for (const check of checks) wait = Math.max(wait, await waitSeconds(q, check, now));
  if (wait > 0) throw tooMany(wait);
}

/** Throws a 429-mapped error when any of the (limiter, key) pairs is over its budget. */
export async function assertWithinLimits(checks: readonly Check[]): Promise<void> {
  const store = storeOf(checks);
  if (store) await assertIn(store.db, checks, store.clock().getTime());
}

const storeOf = (checks: readonly Check[]): HitStore | undefined => checks[0]?.[0].store;

/**
 * Checks every budget of `checks` and, only if all have room, counts the attempt in each of them
 * and of `tallies` (counted, never refused), in the caller's write transaction. Returns the hits
 * and, per tally, the attempts counted before this one.
 */
export async function reserveIn(
  tx: Tx,
  checks: readonly Check[],
  tallies: readonly Check[] = [],
): Promise<{ hits: Hit[]; tallied: number[] }> {
  const store = storeOf(checks) ?? storeOf(tallies);
  if (!store) return { hits: [], tallied: [] };
  const now = store.clock().getTime();
  await assertIn(tx, checks, now);
  const tallied: number[] = [];
  for (const tally of tallies) tallied.push(await countIn(tx, tally, now));
  const hits = [...checks, ...tallies].map((check) => newHit(check, now));
  await recordHits(tx, hits);
  await prune(tx, store, now);
  return { hits, tallied };
}

export interface Reservation {
  /** Per tally, the attempts counted before this one. */
  tallied: number[];
  /** Gives back every slot this reservation took, and clears the `reset` keys (a success). */
  refund(reset?: readonly Check[]): Promise<void>;
}

/**
 * Checks every budget and, only if all have room, counts the attempt in each: check and count in
 * ONE `db.write`. Writes run one at a time, on SQLite per process and on PostgreSQL across every
 * node (docs/decisions/0021-one-data-layer-two-engines.md), so a burst sent at once, to one node
 * or split across several, cannot all pass the check before any is counted. Inside an open
 * write (a service's transaction) it joins that write.
 */
export async function reserve(
  checks: readonly Check[],
  tallies: readonly Check[] = [],
): Promise<Reservation> {
  const store = storeOf(checks) ?? storeOf(tallies);
  if (!store) return { tallied: [], refund: async () => {} };
  const { hits, tallied } = await store.db.write((tx) => reserveIn(tx, checks, tallies), {
    label: "rate limit",
  });
  return {
    tallied,
    async refund(reset = []) {
      await store.db.write(async (tx) => {
        const ids = hits.map((h) => h.id);
        await tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
        for (const check of reset) await resetIn(tx, check);
      });
    },
  };
}
