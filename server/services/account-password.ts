import { eq } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import { type AuthLimits, slowdownMs } from "../auth/auth-limits.ts";
import type { PasswordHasher } from "../auth/password.ts";
import { reserve } from "../auth/rate-limit.ts";
import { type UserRow, users } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { ServiceError } from "../errors.ts";

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
  // Never refused per username (the owner must get in from their own network), only slowed:
  // a tally, counted in the same write as the two refusing budgets.
  const reservation = await reserve(
    [
      [limits.loginByUserIp, userIp],
      [limits.loginByIp, ip],
    ],
    [[limits.loginByUsername, nameKey]],
  );
  const delay = slowdownMs(reservation.tallied[0] ?? 0);
  if (delay > 0) await sleep(delay);

  const ok = await check();
  if (ok) await reservation.refund([[limits.loginByUserIp, userIp]]);
  return ok;
}

/**
 * Confirms that the signed-in caller still knows their password (change password, delete the
 * account), within the login budgets, so a stolen token cannot guess it faster than a sign-in
 * could. A wrong password is `current_password_wrong` (403) on `field`, never a 401: the session
 * itself is fine, and a 401 would sign the device out.
 */
export async function confirmAccountPassword(
  deps: PasswordBudgetDeps & { db: Db; hasher: PasswordHasher },
  userId: string,
  password: string,
  ip: string,
  field: string,
): Promise<UserRow> {
  const user = await deps.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ServiceError(R.user_not_found);
  const release = deps.limits.passwordChecksByIp.enter(ip);
  try {
    const ok = await checkWithinBudget(deps, user.usernameKey, ip, () =>
      deps.hasher.verify(password, user.passwordHash),
    );
    if (!ok) {
      throw new ServiceError(R.current_password_wrong, {
        errors: { [field]: R.current_password_wrong },
      });
    }
    return user;
  } finally {
    release();
  }
}
