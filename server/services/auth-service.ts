import { eq } from "drizzle-orm";
import { changePasswordRequestSchema } from "#domain/account-schemas.ts";
import { loginSchema, type SignupRequest, signupRequestSchema } from "#domain/auth-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { R } from "#domain/reasons.ts";
import type { AuthResponse, PublicUser } from "#domain/user.ts";
import { usernameKey } from "#domain/usernames.ts";
import type { AuthLimits } from "../auth/auth-limits.ts";
import { checkInvitationCode, consumeInvitationCode } from "../auth/invitation-codes.ts";
import type { PasswordHasher } from "../auth/password.ts";
import { reserve } from "../auth/rate-limit.ts";
import type { SessionStore } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import { appendChange } from "../db/change-log.ts";
import { type UserRow, users } from "../db/schema.ts";
import type { Db, Reader } from "../db/types.ts";
import { parseInput, ServiceError } from "../errors.ts";
import { checkWithinBudget, confirmAccountPassword } from "./account-password.ts";
import { requireLiveUser } from "./live-user.ts";
import { toPublicUser } from "./public-user.ts";
import { linkReferralOfCode } from "./referrals-service.ts";

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionStore;
  limits: AuthLimits;
  /** Waits (the per-username slow-down); tests may record instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** By the folded key (src/domain/usernames.ts), the column with the unique index. */
function findByUsername(db: Reader, username: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)))
    .get();
}

async function assertAvailable(db: Reader, req: SignupRequest): Promise<void> {
  if (await findByUsername(db, req.username)) {
    throw new ServiceError(R.username_taken, {
      errors: { username: R.username_taken },
    });
  }
  if (
    req.email &&
    (await db.select({ id: users.id }).from(users).where(eq(users.email, req.email)).get())
  ) {
    throw new ServiceError(R.email_taken, {
      errors: { email: R.email_taken },
    });
  }
}

export function createAuthService({
  db,
  clock,
  hasher,
  sessions,
  limits,
  sleep = realSleep,
}: AuthServiceDeps) {
  const budget = { limits, sleep };

  const confirmPassword = (userId: string, password: string, ip: string, field = "password") =>
    confirmAccountPassword({ db, hasher, ...budget }, userId, password, ip, field);

  return {
    /**
     * Creates an account. The invitation code is checked before the (slow) hash so hopeless
     * requests are cheap, and checked again and consumed inside the transaction that inserts the
     * user: either both happen or neither does.
     */
    async signup(input: unknown, ip: string): Promise<AuthResponse> {
      const req = parseInput(signupRequestSchema, input);
      const nameKey = usernameKey(req.username);
      // Counted before anything is looked up: code guesses and "name taken" probes share it.
      await reserve([
        [limits.signupByIp, ip],
        [limits.signupByUsername, nameKey],
      ]);

      // The code first: a caller without a valid code learns nothing about which names exist.
      await checkInvitationCode(db, req.invitationCode, req.userType, clock());
      await assertAvailable(db, req);
      const release = limits.passwordChecksByIp.enter(ip);
      const passwordHash = await hasher.hash(req.password).finally(release);

      const now = clock();
      const stamp = now.toISOString();
      const id = uuidv7(now.getTime());
      // Re-checked here: another sign-up may have taken the name or the code while we hashed.
      const result = await db.write(async (tx) => {
        const code = await checkInvitationCode(tx, req.invitationCode, req.userType, now);
        await assertAvailable(tx, req);
        const user = await tx
          .insert(users)
          .values({
            id,
            username: req.username,
            usernameKey: usernameKey(req.username),
            email: req.email ?? null,
            passwordHash,
            firstName: req.firstName || null,
            lastName: req.lastName || null,
            userType: req.userType,
            createdAt: stamp,
            updatedAt: stamp,
          })
          .returning()
          .get();
        if (!user) throw new Error(`user ${id} was not written`);
        await consumeInvitationCode(tx, code, id, now);
        // A referral's code makes the new account that referral's client, in this transaction.
        await linkReferralOfCode({ tx, now }, code, id);
        // The new account's profile reaches its devices with their first pull.
        await appendChange(
          tx,
          { entity: "profile", entityId: id, op: "upsert", audience: id },
          now,
        );
        return { token: await sessions.create(id, tx), user };
      });
      return { token: result.token, user: toPublicUser(result.user) };
    },

    /**
     * Unknown user and wrong password answer the same message after the same work (a dummy hash),
     * so neither the text nor the timing tells whether a username exists. Every budget is taken
     * before the slow hash and given back on success, so a burst cannot outrun its own count.
     */
    async login(input: unknown, ip: string): Promise<AuthResponse> {
      const req = parseInput(loginSchema, input);
      const release = limits.passwordChecksByIp.enter(ip);
      try {
        let user: UserRow | undefined;
        const ok = await checkWithinBudget(budget, usernameKey(req.username), ip, async () => {
          user = await findByUsername(db, req.username);
          return user
            ? hasher.verify(req.password, user.passwordHash)
            : hasher.verifyDummy(req.password);
        });
        if (!user || !ok) throw new ServiceError(R.invalid_credentials);

        if (hasher.needsRehash(user.passwordHash)) {
          // Parameters were raised since this hash was made: upgrade it while we know the password.
          const passwordHash = await hasher.hash(req.password);
          const userId = user.id;
          await db.write(async (tx) => {
            await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
          });
        }
        return { token: await sessions.create(user.id), user: toPublicUser(user) };
      } finally {
        release();
      }
    },

    confirmPassword,

    /**
     * Change password: checks the current one, stores the new scrypt hash and ends every
     * OTHER session of the account in one transaction (a thief signed in elsewhere is out at
     * once); the session that asked stays signed in.
     */
    async changePassword(
      caller: PublicUser,
      token: string,
      input: unknown,
      ip: string,
    ): Promise<{ message: string; sessionsEnded: number }> {
      const req = parseInput(changePasswordRequestSchema, input);
      await confirmPassword(caller.id, req.currentPassword, ip, "currentPassword");
      const release = limits.passwordChecksByIp.enter(ip);
      const passwordHash = await hasher.hash(req.newPassword).finally(release);
      const sessionsEnded = await db.write(async (tx) => {
        await requireLiveUser(tx, caller.id);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.id));
        return await sessions.revokeOthers(caller.id, token, tx);
      });
      return { message: "Password changed", sessionsEnded };
    },

    /** The signed-in user for a bearer token, or null (unknown, expired or revoked). */
    async userForToken(token: string): Promise<PublicUser | null> {
      const row = await sessions.findUser(token);
      return row ? toPublicUser(row) : null;
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
