import { R } from "#domain/reasons.ts";
import type { Clock } from "../clock.ts";
import { ServiceError } from "../services/errors.ts";
import { createConcurrencyGate } from "./concurrency-gate.ts";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Seconds until `key` may try again; 0 while it is within its budget. */
  retryAfter(key: string): number;
  /** Counts one attempt for `key`. */
  hit(key: string): void;
  /** Attempts for `key` inside the window. */
  count(key: string): number;
  /** Gives back the most recent attempt (a reserved slot whose attempt turned out fine). */
  undo(key: string): void;
  reset(key: string): void;
}

/**
 * In-memory sliding-window limiter (one process serves the app, so memory is the right store).
 * Each key keeps the times of its recent attempts; old ones fall out of the window. The map is
 * capped so a flood of distinct keys cannot grow memory without bound.
 */
export function createRateLimiter(rule: RateLimitRule, clock: Clock, maxKeys = 10_000) {
  const attempts = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const list = (attempts.get(key) ?? []).filter((t) => t > now - rule.windowMs);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  }

  function evict(now: number): void {
    for (const key of [...attempts.keys()]) recent(key, now); // drops keys with nothing recent
    for (const key of attempts.keys()) {
      if (attempts.size < maxKeys) return;
      attempts.delete(key); // still full: forget the oldest-inserted keys first
    }
  }

  return {
    retryAfter(key) {
      const now = clock().getTime();
      const list = recent(key, now);
      if (list.length < rule.max) return 0;
      const oldest = list[list.length - rule.max] ?? now;
      return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
    },
    hit(key) {
      const now = clock().getTime();
      if (!attempts.has(key) && attempts.size >= maxKeys) evict(now);
      attempts.set(key, [...recent(key, now), now].slice(-rule.max));
    },
    count(key) {
      return recent(key, clock().getTime()).length;
    },
    undo(key) {
      const list = attempts.get(key);
      if (!list) return;
      list.pop();
      if (list.length === 0) attempts.delete(key);
    },
    reset(key) {
      attempts.delete(key);
    },
  } satisfies RateLimiter;
}

const HOUR_MS = 60 * 60 * 1000;
/** Failures per username (from anywhere) before each further attempt is slowed down. */
const USERNAME_FREE_FAILURES = 10;
/** The slow-down doubles per failure beyond the free ones, up to this. */
const MAX_SLOWDOWN_MS = 8_000;

/**
 * The account budgets. Login has three, all reserved BEFORE the password check (see `reserve`):
 * - per (username, IP), strict: `loginMax` failures per window guess one account from one place;
 * - per IP at four times that: guessing across accounts;
 * - per username from anywhere: never refuses (that would let anyone lock the owner out from
 *   their own network) but slows every attempt down once failures pile up (`slowdownMs`).
 * A success gives its reserved slots back. Sign-up counts every well-formed attempt (guessing
 * invitation codes, probing which names exist, creating accounts in bulk); `emailChangesByUser`
 * limits the "e-mail taken" answer of a profile update per user; `formsBy…` the public forms.
 */
export function createAuthLimits(
  options: { loginMax: number; loginWindowSeconds: number; passwordChecksPerIp?: number },
  clock: Clock,
) {
  const loginWindowMs = options.loginWindowSeconds * 1000;
  const rule = (max: number, windowMs: number) => createRateLimiter({ max, windowMs }, clock);
  return {
    loginByUserIp: rule(options.loginMax, loginWindowMs),
    loginByIp: rule(options.loginMax * 4, loginWindowMs),
    // Only counted, never refused: `max` bounds the list kept per key.
    loginByUsername: rule(USERNAME_FREE_FAILURES + 16, loginWindowMs),
    signupByIp: rule(10, HOUR_MS),
    signupByUsername: rule(5, HOUR_MS),
    emailChangesByUser: rule(10, HOUR_MS),
    // The public forms (contact messages, newsletter sign-ups) store whatever anyone sends, so
    // each sender has a budget: per IP when signed out, per account when signed in.
    formsByIp: rule(20, HOUR_MS),
    formsByUser: rule(30, HOUR_MS),
    // Naming another account (a door helper, a referral's client): the answer tells whether
    // an account of that name exists.
    accountLookupsByUser: rule(30, HOUR_MS),
    // Four per IP: a household or office behind one address may sign in at the same moment,
    // while one IP's queue in front of the two process-wide scrypt slots stays a few hashes long.
    passwordChecksByIp: createConcurrencyGate(options.passwordChecksPerIp ?? 4),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The budgets a signed-in write is held to, each per user (services/write-context.ts). */
export interface WriteBudgets {
  /** Changes of one's e-mail address: "already used" tells whether an address has an account. */
  emailChanges: RateLimiter;
  /** Contact messages and newsletter sign-ups. */
  forms: RateLimiter;
  /** Writes that name another account by username (door helpers, referrals' clients). */
  accountLookups: RateLimiter;
}

/** How long to hold an attempt for a username that failed `failures` times recently. */
export function slowdownMs(failures: number): number {
  const over = failures - USERNAME_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** (over - 1));
}

function tooMany(wait: number): ServiceError {
  const minutes = Math.ceil(wait / 60);
  const when = minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
  return new ServiceError(R.too_many_attempts, {
    message: `Too many attempts. Please try again ${when}.`,
    retryAfterSeconds: wait,
  });
}

/** Throws a 429-mapped error when any of the (limiter, key) pairs is over its budget. */
export function assertWithinLimits(checks: Array<[RateLimiter, string]>): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
  if (wait > 0) throw tooMany(wait);
}

/**
 * Checks every budget and, only if all have room, counts the attempt in each: synchronously, with
 * no await between check and count, so a burst sent at once cannot all pass the check before any
 * is counted. Returns a refund that gives the slots back (the attempt succeeded).
 */
export function reserve(checks: Array<[RateLimiter, string]>): () => void {
  assertWithinLimits(checks);
  for (const [limiter, key] of checks) limiter.hit(key);
  return () => {
    for (const [limiter, key] of checks) limiter.undo(key);
  };
}
