import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import { sessions, type UserRow, users } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { generateToken, sha256Hex } from "./tokens.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionStore {
  /** Creates a session and returns the bearer token (shown once, never stored). */
  create(userId: string, tx?: Db | Tx): string;
  /** The user behind a live token, or null for unknown, expired or revoked tokens. */
  findUser(token: string): UserRow | null;
  /** Revokes the token; true when a session was removed. */
  revoke(token: string): boolean;
  /** Ends every session of the user but the one of `keepToken`; answers how many ended. */
  revokeOthers(userId: string, keepToken: string, tx?: Db | Tx): number;
}

export function createSessionStore(db: Db, clock: Clock, ttlDays: number): SessionStore {
  return {
    create(userId, tx = db) {
      const now = clock();
      const token = generateToken();
      // Housekeeping: expired sessions are useless, drop them whenever a new one is made.
      tx.delete(sessions).where(lte(sessions.expire, now.toISOString())).run();
      tx.insert(sessions)
        .values({
          sid: sha256Hex(token),
          sess: JSON.stringify({ userId }),
          expire: new Date(now.getTime() + ttlDays * DAY_MS).toISOString(),
          userId,
          createdAt: now.toISOString(),
        })
        .run();
      return token;
    },

    findUser(token) {
      if (!token) return null;
      const row = db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.sid, sha256Hex(token)), gt(sessions.expire, clock().toISOString())))
        .get();
      return row?.user ?? null;
    },

    revoke(token) {
      const result = db
        .delete(sessions)
        .where(eq(sessions.sid, sha256Hex(token)))
        .run();
      return result.changes > 0;
    },

    revokeOthers(userId, keepToken, tx = db) {
      const result = tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.sid, sha256Hex(keepToken))))
        .run();
      return result.changes;
    },
  };
}
