import { R } from "#domain/reasons.ts";
import type { Clock } from "../clock.ts";
import { ServiceError } from "../services/errors.ts";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Seconds until `key` may try again; 0 while it is within its budget. */
  retryAfter(key: string): number;
  /** Counts one attempt for `key`. */
  hit(key: string): void;
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
    reset(key) {
      attempts.delete(key);
    },
  } satisfies RateLimiter;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The sign-in and sign-up budgets. Login counts FAILED attempts only, per username (guessing one
 * account's password) and per IP at four times that (guessing across accounts); a success clears
 * the username's count. Sign-up counts every well-formed attempt (guessing invitation codes,
 * creating accounts in bulk).
 */
export function createAuthLimits(
  options: { loginMax: number; loginWindowSeconds: number },
  clock: Clock,
) {
  const loginWindowMs = options.loginWindowSeconds * 1000;
  return {
    loginByUsername: createRateLimiter({ max: options.loginMax, windowMs: loginWindowMs }, clock),
    loginByIp: createRateLimiter({ max: options.loginMax * 4, windowMs: loginWindowMs }, clock),
    signupByIp: createRateLimiter({ max: 10, windowMs: HOUR_MS }, clock),
    signupByUsername: createRateLimiter({ max: 5, windowMs: HOUR_MS }, clock),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Throws a 429-mapped error when any of the (limiter, key) pairs is over its budget. */
export function assertWithinLimits(checks: Array<[RateLimiter, string]>): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
  if (wait === 0) return;
  const minutes = Math.ceil(wait / 60);
  const when = minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
  throw new ServiceError(R.too_many_attempts, {
    message: `Too many attempts. Please try again ${when}.`,
    retryAfterSeconds: wait,
  });
}
