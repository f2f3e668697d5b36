import { asc, eq, or } from "drizzle-orm";
import type { ExportRow } from "#domain/account-export.ts";
import type { Ons4 } from "#domain/ons4.ts";
import { referralConsents, referrals } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import type { Referral } from "./mappers/referral-mapper.ts";
import { referralsAsSeenBy } from "./referral-reads.ts";

/**
 * The referrals of "Download my data" (docs/account-export.md, "Referrals"), read through the
 * same views the app gets (referral-reads.ts), so the file never shows a person more than their
 * app does. A client gets the referrals made to them with their own ONS4 answers and their
 * consent; a professional gets the referrals they made with the client's name as they wrote it
 * and their notes, never the client's e-mail, account or ONS4 answers (those are the client's
 * and in the client's own export), and a booking only where their view shows it. Each side gets
 * the timeline of its referrals, people named by role.
 */
export async function exportReferrals(db: Reader, userId: string) {
  const rows = await db
    .select()
    .from(referrals)
    .where(or(eq(referrals.clientId, userId), eq(referrals.professionalId, userId)))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  const seen = await referralsAsSeenBy(db, rows, userId);
  const received = seen.filter((r) => r.clientId === userId);
  const made = seen.filter((r) => r.professionalId === userId);
  const referralsReceived: ExportRow<"referralsReceived">[] = received.map((r) => ({
    id: r.id,
    professionalName: r.professionalName,
    clientName: r.clientName,
    status: r.status,
    notes: r.notes,
    experienceIds: r.experienceIds,
    bookedExperienceId: r.bookedExperienceId,
    shareOutcomes: r.shareOutcomes,
    ...ons4Cells("baseline", r.baseline),
    ...ons4Cells("followUp", r.followUp),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  const referralsMade: ExportRow<"referralsMade">[] = made.map((r) => ({
    id: r.id,
    clientName: r.clientName,
    status: r.status,
    notes: r.notes,
    experienceIds: r.experienceIds,
    bookedExperienceId: r.bookedExperienceId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
  const referralSteps = [...received, ...made].flatMap((r) => stepsOf(r, userId));
  // Each time the person, as a client, gave or took back consent to share their answers.
  const consentHistory: ExportRow<"consentHistory">[] = (
    await db
      .select({
        referralId: referralConsents.referralId,
        shareOutcomes: referralConsents.shareOutcomes,
        at: referralConsents.at,
      })
      .from(referralConsents)
      .where(eq(referralConsents.userId, userId))
      .orderBy(asc(referralConsents.id))
  ).map((c) => ({ referralId: c.referralId, shareOutcomes: c.shareOutcomes, at: c.at }));
  return { referralsReceived, referralsMade, referralSteps, consentHistory };
}

/** The four ONS4 answers as flat cells (a CSV has no nesting); null when not given. */
function ons4Cells<P extends "baseline" | "followUp">(prefix: P, answers: Ons4 | null) {
  return {
    [`${prefix}LifeSatisfaction`]: answers?.lifeSatisfaction ?? null,
    [`${prefix}Worthwhile`]: answers?.worthwhile ?? null,
    [`${prefix}Happiness`]: answers?.happiness ?? null,
    [`${prefix}Anxiety`]: answers?.anxiety ?? null,
  } as Record<`${P}${"LifeSatisfaction" | "Worthwhile" | "Happiness" | "Anxiety"}`, number | null>;
}

/**
 * A referral's timeline, in the order the server applied the steps. `by` names a role, never
 * another person's id: "you", "professional" or "client"; null is the system (booking, the door,
 * the no-show job) or an account deleted since.
 */
function stepsOf(referral: Referral, userId: string): ExportRow<"referralSteps">[] {
  return referral.timeline.map((step) => ({
    referralId: referral.id,
    status: step.status,
    at: step.at,
    by: byRole(step.by, referral, userId),
    reason: step.reason,
  }));
}

function byRole(by: string | null, referral: Referral, userId: string): string | null {
  if (by === null) return null;
  if (by === userId) return "you";
  return by === referral.professionalId ? "professional" : "client";
}
