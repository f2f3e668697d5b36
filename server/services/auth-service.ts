import { eq } from "drizzle-orm";
import { loginSchema, type SignupRequest, signupRequestSchema } from "#domain/auth-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { R } from "#domain/reasons.ts";
import type { AuthResponse, PublicUser } from "#domain/user.ts";
import { usernameKey } from "#domain/usernames.ts";
import { checkInvitationCode, consumeInvitationCode } from "../auth/invitation-codes.ts";
import type { PasswordHasher } from "../auth/password.ts";
import { type AuthLimits, reserve, slowdownMs } from "../auth/rate-limit.ts";
import type { SessionStore } from "../auth/sessions.ts";
import type { Clock } from "../clock.ts";
import { appendChange } from "../db/change-log.ts";
import type { Db, Tx } from "../db/client.ts";
import { type UserRow, users } from "../db/schema.ts";
import { parseInput, ServiceError } from "./errors.ts";
import { toPublicUser } from "./public-user.ts";

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
function findByUsername(db: Db | Tx, username: string): UserRow | undefined {
  return db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)))
    .get();
}

function assertAvailable(db: Db | Tx, req: SignupRequest): void {
  if (findByUsername(db, req.username)) {
    throw new ServiceError(R.username_taken, {
      errors: { username: R.username_taken },
    });
  }
  if (
    req.email &&
    db.select({ id: users.id }).from(users).where(eq(users.email, req.email)).get()
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
      reserve([
        [limits.signupByIp, ip],
        [limits.signupByUsername, nameKey],
      ]);

      // The code first: a caller without a valid code learns nothing about which names exist.
      checkInvitationCode(db, req.invitationCode, req.userType, clock());
      assertAvailable(db, req);
      const release = limits.passwordChecksByIp.enter(ip);
      const passwordHash = await hasher.hash(req.password).finally(release);

      const now = clock();
      const stamp = now.toISOString();
      const id = uuidv7(now.getTime());
      // Re-checked here: another sign-up may have taken the name or the code while we hashed.
      const result = db.transaction((tx) => {
        const code = checkInvitationCode(tx, req.invitationCode, req.userType, now);
        assertAvailable(tx, req);
        const user = tx
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
        consumeInvitationCode(tx, code, id, now);
        // The new account's profile reaches its devices with their first pull.
        appendChange(tx, { entity: "profile", entityId: id, op: "upsert", audience: id }, now);
        return { token: sessions.create(id, tx), user };
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
      const nameKey = usernameKey(req.username);
      const release = limits.passwordChecksByIp.enter(ip);
      try {
        const refund = reserve([
          [limits.loginByUserIp, `${nameKey}\n${ip}`],
          [limits.loginByIp, ip],
        ]);
        // Never refused per username (the owner must get in from their own network), only slowed.
        const failures = limits.loginByUsername.count(nameKey);
        limits.loginByUsername.hit(nameKey);
        const delay = slowdownMs(failures);
        if (delay > 0) await sleep(delay);

        const user = findByUsername(db, req.username);
        const ok = user
          ? await hasher.verify(req.password, user.passwordHash)
          : await hasher.verifyDummy(req.password);
        if (!user || !ok) throw new ServiceError(R.invalid_credentials);
        refund();
        limits.loginByUsername.undo(nameKey);
        limits.loginByUserIp.reset(`${nameKey}\n${ip}`);

        if (hasher.needsRehash(user.passwordHash)) {
          // Parameters were raised since this hash was made: upgrade it while we know the password.
          const passwordHash = await hasher.hash(req.password);
          db.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
        }
        return { token: sessions.create(user.id), user: toPublicUser(user) };
      } finally {
        release();
      }
    },

    /** The signed-in user for a bearer token, or null (unknown, expired or revoked). */
    userForToken(token: string): PublicUser | null {
      const row = sessions.findUser(token);
      return row ? toPublicUser(row) : null;
    },

    logout(token: string): void {
      sessions.revoke(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
