import type { Clock } from "../clock.ts";
import type { Db } from "../db/types.ts";
import { createConcurrencyGate } from "./concurrency-gate.ts";
import { createRateLimiter, type RateLimiter, type RateLimitRule } from "./rate-limit.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Failures per username (from anywhere) before each further attempt is slowed down. */
const USERNAME_FREE_FAILURES = 10;
/** The slow-down doubles per failure beyond the free ones, up to this. */
const MAX_SLOWDOWN_MS = 8_000;

/**
 * The account budgets, counted in the database (`rate_limit_hits`, server/auth/rate-limit.ts),
 * so every node of one database shares them and a restart keeps them. Login has three, all
 * reserved BEFORE the password check (see `reserve`):
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
  { db, clock }: { db: Db; clock: Clock },
) {
  const loginWindowMs = options.loginWindowSeconds * 1000;
  const rules = {
    loginByUserIp: { max: options.loginMax, windowMs: loginWindowMs },
    loginByIp: { max: options.loginMax * 4, windowMs: loginWindowMs },
    // Only counted, never refused (`max` is unused).
    loginByUsername: { max: USERNAME_FREE_FAILURES + 16, windowMs: loginWindowMs },
    signupByIp: { max: 10, windowMs: HOUR_MS },
    signupByUsername: { max: 5, windowMs: HOUR_MS },
    emailChangesByUser: { max: 10, windowMs: HOUR_MS },
    // The public forms (contact messages, newsletter sign-ups) store whatever anyone sends, so
    // each sender has a budget: per IP when signed out, per account when signed in.
    formsByIp: { max: 20, windowMs: HOUR_MS },
    formsByUser: { max: 30, windowMs: HOUR_MS },
    // Naming another account (a door helper, a referral's client): the answer tells whether
    // an account of that name exists.
    accountLookupsByUser: { max: 30, windowMs: HOUR_MS },
    // A referral's single-use sign-up code admits a new account: a professional's codes are
    // budgeted like sign-ups (docs/decisions/0014-referrals.md).
    referralCodesByUser: { max: 20, windowMs: HOUR_MS },
  } satisfies Record<string, RateLimitRule>;
  const store = {
    db,
    clock,
    keepMs: Math.max(...Object.values(rules).map((r) => r.windowMs)),
  };
  // The bucket is the budget's name here: stored with every hit, the same on every node.
  const limiter = (bucket: keyof typeof rules) => createRateLimiter(store, bucket, rules[bucket]);
  return {
    loginByUserIp: limiter("loginByUserIp"),
    loginByIp: limiter("loginByIp"),
    loginByUsername: limiter("loginByUsername"),
    signupByIp: limiter("signupByIp"),
    signupByUsername: limiter("signupByUsername"),
    emailChangesByUser: limiter("emailChangesByUser"),
    formsByIp: limiter("formsByIp"),
    formsByUser: limiter("formsByUser"),
    accountLookupsByUser: limiter("accountLookupsByUser"),
    referralCodesByUser: limiter("referralCodesByUser"),
    // Four per IP: a household or office behind one address may sign in at the same moment,
    // while one IP's queue in front of the two process-wide scrypt slots stays a few hashes long.
    // In memory, per node, on purpose: it bounds THIS process's scrypt queue (concurrency-gate.ts).
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
  /** Invitation codes issued by referrals to new clients (each admits an account). */
  referralCodes: RateLimiter;
}

/** How long to hold an attempt for a username that failed `failures` times recently. */
export function slowdownMs(failures: number): number {
  const over = failures - USERNAME_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** (over - 1));
}
