import { db } from "#db/db.ts";
import { allExperiences } from "#db/experience-reads.ts";
import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationInput } from "#domain/mutations.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";

/** A professional's social-prescribing referrals (our design; README documents the shape). */

export type ReferralInput = Omit<MutationInput<"referral.create">, "id">;

/**
 * Refers a client (`referral.create`), saved on this device and queued: it works offline. The
 * invitation code for a new client is issued by the server when the referral reaches it.
 */
export async function createReferral(input: ReferralInput): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "referral.create", { ...input, id }, { userId });
  return { id };
}

/** Closes an open referral with a reason (`referral.close`), offline too. */
export async function closeReferral(id: string, reason: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "referral.close", { id, reason }, { userId });
}

/**
 * Asks for a new invitation code (`referral.renewCode`), offline too: the old code ends and the
 * new one arrives with the server's answer; until then the page says the code is issued when the
 * referral reaches the server.
 */
export async function renewInviteCode(id: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "referral.renewCode", { id }, { userId });
}

/** Marks the referral's summaries read (`referral.review`): it leaves "Needs your attention". */
export async function reviewReferral(id: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "referral.review", { id }, { userId });
}

const newestFirst = (a: ReferralRow, b: ReferralRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1;

/** The professional's referrals, newest first (dashboard "Recent referrals", the list). */
export async function listReferrals(userId: string): Promise<ReferralRow[]> {
  const rows = await db.referrals.where("professionalId").equals(userId).toArray();
  return rows.sort(newestFirst);
}

/** What the professional pages read: their referrals and the listings they can suggest. */
export interface ProfessionalData {
  referrals: ReferralRow[];
  experiences: ExperienceRow[];
}

export async function loadProfessionalData(userId: string): Promise<ProfessionalData> {
  const [referrals, experiences] = await Promise.all([listReferrals(userId), allExperiences(db)]);
  return { referrals, experiences };
}
