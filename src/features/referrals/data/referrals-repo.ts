import { db } from "#db/db.ts";
import type { ReferralRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationInput } from "#domain/mutations.ts";
import { requireCurrentUserId } from "#features/auth/index.ts";
import { queueMutation } from "#sync/queue.ts";

/** A professional's social-prescribing referrals (our design; README documents the shape). */

export type ReferralInput = Omit<MutationInput<"referral.create">, "id">;

/** Refers a client (`referral.create`); the server accepts it from professionals only. */
export async function createReferral(input: ReferralInput): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "referral.create", { ...input, id }, { userId });
  return { id };
}

/** The professional's referrals, newest first (dashboard "Recent referrals"). */
export async function listReferrals(userId: string): Promise<ReferralRow[]> {
  const rows = await db.referrals.where("professionalId").equals(userId).toArray();
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
