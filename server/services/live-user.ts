import { eq } from "drizzle-orm";
import { R } from "#domain/reasons.ts";
import { users } from "../db/schema.ts";
import type { Tx } from "../db/types.ts";
import { ServiceError } from "../errors.ts";

/**
 * Every write on behalf of a signed-in user finds them inside its own transaction: an account
 * deleted while a request was in flight answers 401 `session_expired` (the device signs out and
 * stops retrying), never a foreign-key failure answered 500 and retried for ever. The mutation
 * runner does the same for every mutation (`deviceTimeFloor`).
 */
export async function requireLiveUser(tx: Tx, userId: string): Promise<void> {
  const row = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!row) throw new ServiceError(R.session_expired);
}
