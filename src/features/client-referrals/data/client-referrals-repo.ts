import { db } from "#db/db.ts";
import { bulkGetExperiences, getExperience } from "#db/experience-reads.ts";
import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import type { Ons4 } from "#domain/ons4.ts";
import { heldSuggestion } from "#domain/referral-lifecycle.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";
import { type HeldPlace, needsClientAction } from "./next-step.ts";

/**
 * The client's side of their social-prescribing referrals (docs/referral-loop.md). Reads are the
 * referrals linked to the signed-in user on this device (`clientId`, indexed since Dexie version
 * 7); each answer is one queued mutation whose local effect (src/sync/mutations/referrals.ts)
 * moves the row along the life cycle at once, so answering works offline and reaches the server
 * exactly once when the device syncs.
 */

const newestFirst = (a: ReferralRow, b: ReferralRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

const suggestedIds = (r: ReferralRow) =>
  r.experienceIds.length ? r.experienceIds : r.experienceId ? [r.experienceId] : [];

/**
 * The user's place at one of a referral's suggested experiences, by this device's registrations,
 * while the referral is not yet booked (sent or accepted): the server turns it into the booking
 * when the acceptance reaches it, so the screens say so instead of asking to book.
 */
function heldFor(
  referral: ReferralRow,
  registrations: readonly { experienceId: string; status: string }[],
) {
  if (referral.status !== "sent" && referral.status !== "accepted") return null;
  const held = heldSuggestion(suggestedIds(referral), registrations);
  return held ? { experienceId: held.experienceId, status: held.status } : null;
}

const registrationsOf = (userId: string) =>
  db.registrations.where("userId").equals(userId).toArray();

export interface ClientReferralItem {
  referral: ReferralRow;
  /** The booked experience's date, when it is on this device ("go on <date>"). */
  bookedDate: string | null;
  /** A place already held at a suggested experience (see `heldFor`). */
  held: HeldPlace | null;
}

/** The user's referrals, newest first, each with its booked experience's date. */
export async function listClientReferrals(userId: string): Promise<ClientReferralItem[]> {
  const rows = (await db.referrals.where("clientId").equals(userId).toArray()).sort(newestFirst);
  const [booked, registrations] = await Promise.all([
    bulkGetExperiences(
      db,
      rows.map((r) => r.bookedExperienceId ?? ""),
    ),
    registrationsOf(userId),
  ]);
  return rows.map((referral, i) => ({
    referral,
    bookedDate: booked[i]?.date ?? null,
    held: heldFor(referral, registrations)?.status ?? null,
  }));
}

/** The referrals waiting for the user to do something (the home prompt). */
export async function referralsNeedingAction(userId: string): Promise<ClientReferralItem[]> {
  return (await listClientReferrals(userId)).filter((item) =>
    needsClientAction(item.referral, item.held),
  );
}

export interface ClientReferralView {
  referral: ReferralRow;
  /** The suggested experiences in the professional's order; null where not on this device. */
  suggested: { id: string; experience: ExperienceRow | null }[];
  /** The experience the user booked for this referral, when it is on this device. */
  booked: ExperienceRow | null;
  /** A place already held at a suggested experience (see `heldFor`), with it when on here. */
  held: { status: HeldPlace; experience: ExperienceRow | null } | null;
}

/** One referral of the user's with its experiences; null when it is not theirs or not here. */
export async function clientReferralView(
  userId: string,
  id: string,
): Promise<ClientReferralView | null> {
  const referral = await db.referrals.get(id);
  if (!referral || referral.clientId !== userId) return null;
  const ids = suggestedIds(referral);
  const [experiences, booked, registrations] = await Promise.all([
    bulkGetExperiences(db, ids),
    referral.bookedExperienceId ? getExperience(db, referral.bookedExperienceId) : undefined,
    registrationsOf(userId),
  ]);
  const suggested = ids.map((experienceId, i) => ({
    id: experienceId,
    experience: experiences[i] ?? null,
  }));
  const held = heldFor(referral, registrations);
  return {
    referral,
    suggested,
    booked: booked ?? null,
    held: held && {
      status: held.status,
      experience: suggested.find((s) => s.id === held.experienceId)?.experience ?? null,
    },
  };
}

/** Accepts with the ONS4 baseline and the answer to "share my answers" (`referral.respond`). */
export async function acceptReferral(input: {
  id: string;
  baseline: Ons4;
  shareOutcomes: boolean;
}): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(
    db,
    "referral.respond",
    { decision: "accept", reason: null, ...input },
    { userId },
  );
}

/** Declines with a reason (the server refuses a decline without one). */
export async function declineReferral(input: { id: string; reason: string }): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(
    db,
    "referral.respond",
    {
      id: input.id,
      decision: "decline",
      reason: input.reason,
      baseline: null,
      shareOutcomes: false,
    },
    { userId },
  );
}

/** The follow-up ONS4 after attending: the referral is completed (`referral.followUp`). */
export async function recordReferralFollowUp(input: { id: string; followUp: Ons4 }): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "referral.followUp", input, { userId });
}

/** Gives or takes back consent to share outcomes with the professional (`referral.consent`). */
export async function setReferralSharing(input: {
  id: string;
  shareOutcomes: boolean;
}): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "referral.consent", input, { userId });
}
