import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import { sessions, type UserRow, users } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { generateToken, sha256Hex } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions. A method that writes takes the caller's transaction when it has one (`tx`: sign-up,
 * change password), otherwise opens its own write.
 */
export interface SessionStore {
  /** Creates a session and returns the bearer token (shown once, never stored). */
  create(userId: string, tx?: Tx): Promise<string>;
  /** The user behind a live token, or null for unknown, expired or revoked tokens. */
  findUser(token: string): Promise<UserRow | null>;
  /** Revokes the token; true when a session was removed. */
  revoke(token: string): Promise<boolean>;
  /** Ends every session of the user but the one of `keepToken`; answers how many ended. */
  revokeOthers(userId: string, keepToken: string, tx?: Tx): Promise<number>;
}

export function createSessionStore(db: Db, clock: Clock, ttlDays: number): SessionStore {
  /** `fn` in the caller's transaction, or in a write of its own. */
  const inWrite = <T>(tx: Tx | undefined, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    tx ? fn(tx) : db.write(fn);

  return {
    create(userId, tx) {
      const now = clock();
      const token = generateToken();
      return inWrite(tx, async (w) => {
        // Housekeeping: expired sessions are useless, drop them whenever a new one is made.
        await w.delete(sessions).where(lte(sessions.expire, now.toISOString()));
        await w.insert(sessions).values({
          sid: sha256Hex(token),
          sess: JSON.stringify({ userId }),
          expire: new Date(now.getTime() + ttlDays * DAY_MS).toISOString(),
          userId,
          createdAt: now.toISOString(),
        });
        return token;
      });
    },

    async findUser(token) {
      if (!token) return null;
      const row = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.sid, sha256Hex(token)), gt(sessions.expire, clock().toISOString())))
        .get();
      return row?.user ?? null;
    },

    async revoke(token) {
      const removed = await db.write(
        async (tx) =>
          await tx
            .delete(sessions)
            .where(eq(sessions.sid, sha256Hex(token)))
            .returning({ sid: sessions.sid }),
      );
      return removed.length > 0;
    },

    async revokeOthers(userId, keepToken, tx) {
      const ended = await inWrite(
        tx,
        async (w) =>
          await w
            .delete(sessions)
            .where(and(eq(sessions.userId, userId), ne(sessions.sid, sha256Hex(keepToken))))
            .returning({ sid: sessions.sid }),
      );
      return ended.length;
    },
  };
}
