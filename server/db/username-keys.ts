import { eq } from "drizzle-orm";
import { usernameKey } from "#domain/usernames.ts";
import { users } from "./schema.ts";
import type { Db } from "./types.ts";

/**
 * SQL cannot do NFKC or Unicode case folding, so migration 0002 filled `username_key` with
 * lower(); this brings every key to `usernameKey(username)`. Idempotent and cheap once done.
 * Two old accounts that only now collide ("Ärger" and "ärger") keep their old keys (the unique
 * index refuses the second), so neither is lost; new sign-ups can no longer add such pairs.
 */
export async function backfillUsernameKeys(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username, key: users.usernameKey })
    .from(users);
  for (const row of rows) {
    const key = usernameKey(row.username);
    if (key === row.key) continue;
    // One write per row: on PostgreSQL a refused statement aborts its whole transaction, so a
    // collision must end only its own.
    try {
      await db.write(async (tx) => {
        await tx.update(users).set({ usernameKey: key }).where(eq(users.id, row.id));
      });
    } catch {
      // collision with an existing account: keep the old key (see above)
    }
  }
}
