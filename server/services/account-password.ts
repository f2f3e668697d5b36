import { type AuthLimits, reserve, slowdownMs } from "../auth/rate-limit.ts";

/**
 * The budgets every password check spends, whether it signs in (login) or confirms the account
 * holder (change password, delete the account). They share the login budgets, keyed by the
 * folded username: guessing one account's password is the same attack through either door, so
 * a stolen token gives no extra guesses.
 */
export interface PasswordBudgetDeps {
  limits: AuthLimits;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Runs `check` (the slow scrypt verify) inside the budgets: per (username, IP) and per IP are
 * reserved BEFORE it (a burst cannot outrun its own count) and refused with 429 when spent; per
 * username it is never refused, only slowed down. A success gives the reserved slots back. The
 * caller holds the per-IP concurrency gate.
 */
export async function checkWithinBudget(
  { limits, sleep }: PasswordBudgetDeps,
  nameKey: string,
  ip: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const userIp = `${nameKey}\n${ip}`;
  const refund = reserve([
    [limits.loginByUserIp, userIp],
    [limits.loginByIp, ip],
  ]);
  // Never refused per username (the owner must get in from their own network), only slowed.
  const failures = limits.loginByUsername.count(nameKey);
  limits.loginByUsername.hit(nameKey);
  const delay = slowdownMs(failures);
  if (delay > 0) await sleep(delay);

  const ok = await check();
  if (ok) {
    refund();
    limits.loginByUsername.undo(nameKey);
    limits.loginByUserIp.reset(userIp);
  }
  return ok;
}
