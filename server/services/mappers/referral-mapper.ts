import type { Referral } from "#domain/entities/index.ts";
import type { Ons4 } from "#domain/ons4.ts";
import type { ReferralStep } from "#domain/referral-lifecycle.ts";
import type { ReferralEventRow, ReferralRow } from "../../db/schema.ts";
import { parseStringList } from "./json-list.ts";

/**
 * A referral (docs/decisions/0014-referrals.md; README "API"), defined by its entity
 * schema. Only its professional and its linked client receive it, each their own view.
 */
export type { Referral };

/** Who reads the referral: the two views differ (docs/decisions/0014-referrals.md). */
export type ReferralViewer = "professional" | "client";

/** What the row alone does not hold: the professional's shown name and the timeline rows. */
export interface ReferralExtras {
  professionalName: string;
  events: readonly Pick<ReferralEventRow, "status" | "at" | "by" | "reason">[];
  /** When the unused invitation code stops working (null: none, or used). */
  inviteCodeExpiresAt?: string | null;
}

/** An ONS4 JSON column → its four scores; anything malformed reads as "not recorded". */
export function parseOns4(json: string | null): Ons4 | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const items = [value.lifeSatisfaction, value.worthwhile, value.happiness, value.anxiety];
    if (!items.every((n) => typeof n === "number")) return null;
    const [lifeSatisfaction, worthwhile, happiness, anxiety] = items as number[];
    return {
      lifeSatisfaction: lifeSatisfaction ?? 0,
      worthwhile: worthwhile ?? 0,
      happiness: happiness ?? 0,
      anxiety: anxiety ?? 0,
    };
  } catch {
    return null;
  }
}

/**
 * Field by field, never a spread: the professional sees the ONS4 answers only while the client
 * shares them, the booked experience only when they suggested it or the client shares, and the invitation code's text goes to the professional only (the client's
 * account already exists, and nobody else receives the row at all).
 */
export function toReferral(row: ReferralRow, extras: ReferralExtras, viewer: ReferralViewer) {
  const outcomesVisible = viewer === "client" || row.shareOutcomes;
  // A booking is the professional's to see when it is one they suggested, or when the client
  // shares outcomes (docs/privacy.md, "What a referrer sees").
  const suggested = parseStringList(row.experienceIds);
  const bookingVisible =
    outcomesVisible ||
    (row.bookedExperienceId !== null &&
      (suggested.includes(row.bookedExperienceId) || row.experienceId === row.bookedExperienceId));
  const timeline: ReferralStep[] = extras.events.map((e) => ({
    status: e.status as ReferralStep["status"],
    at: e.at,
    by: e.by,
    reason: e.reason,
  }));
  const referral: Referral = {
    id: row.id,
    professionalId: row.professionalId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    experienceId: row.experienceId,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    professionalName: extras.professionalName,
    clientId: row.clientId,
    experienceIds: suggested,
    bookedExperienceId: bookingVisible ? row.bookedExperienceId : null,
    inviteCode: viewer === "professional" ? row.inviteCode : null,
    shareOutcomes: row.shareOutcomes,
    timeline,
    baseline: outcomesVisible ? parseOns4(row.baseline) : null,
    followUp: outcomesVisible ? parseOns4(row.followUp) : null,
    milestone: viewer === "professional" ? row.milestone : null,
    inviteCodeExpiresAt:
      viewer === "professional" && row.inviteCode ? (extras.inviteCodeExpiresAt ?? null) : null,
    reviewedAt: viewer === "professional" ? row.reviewedAt : null,
  };
  return referral;
}
