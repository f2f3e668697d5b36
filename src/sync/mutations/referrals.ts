import type { CultureWellDB } from "#db/db.ts";
import type { ReferralRow } from "#db/types.ts";
import { canReferralTransition, type ReferralStatus } from "#domain/referral-lifecycle.ts";
import { type EntryLike, keyOf, type LocalEffects } from "./local-effect.ts";

/**
 * A referral is one row shared by its professional and its client (entity-store.ts: no owner
 * column). Each change moves it along the life cycle (src/domain/referral-lifecycle.ts) and adds
 * a step to its timeline, as the server will; the server's row replaces this one on the next pull.
 */

/** Moves a referral to `to` with a timeline step, when the life cycle allows it. */
async function step(
  db: CultureWellDB,
  entry: EntryLike,
  id: string,
  to: ReferralStatus,
  reason: string | null,
  change: Partial<ReferralRow> = {},
): Promise<void> {
  const row = await db.referrals.get(id);
  if (!row || !canReferralTransition(row.status, to)) return;
  await db.referrals.put({
    ...row,
    ...change,
    status: to,
    updatedAt: entry.createdAt,
    timeline: [...row.timeline, { status: to, at: entry.createdAt, by: entry.userId, reason }],
  });
}

export const REFERRAL_EFFECTS: Pick<
  LocalEffects,
  | "referral.create"
  | "referral.respond"
  | "referral.followUp"
  | "referral.consent"
  | "referral.close"
  | "referral.review"
  | "referral.renewCode"
> = {
  "referral.create": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, { userId, createdAt }, args) => {
      if (await db.referrals.get(args.id)) return;
      const experienceIds = args.experienceIds.length
        ? args.experienceIds
        : args.experienceId
          ? [args.experienceId]
          : [];
      const row: ReferralRow = {
        id: args.id,
        professionalId: userId,
        professionalName: "",
        clientId: null,
        clientName: args.clientName,
        clientEmail: args.clientEmail,
        experienceId: experienceIds[0] ?? null,
        experienceIds,
        bookedExperienceId: null,
        notes: args.notes,
        status: "sent",
        // Issued by the server when the referral reaches it (the UI says so while it is null).
        inviteCode: null,
        shareOutcomes: false,
        timeline: [{ status: "sent", at: createdAt, by: userId, reason: null }],
        baseline: null,
        followUp: null,
        milestone: args.milestone,
        reviewedAt: null,
        inviteCodeExpiresAt: null,
        createdAt,
        updatedAt: createdAt,
      };
      await db.referrals.put(row);
    },
  },
  "referral.respond": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, entry, args) => {
      if (args.decision === "decline") {
        await step(db, entry, args.id, "declined", args.reason);
        return;
      }
      await step(db, entry, args.id, "accepted", null, {
        baseline: args.baseline,
        shareOutcomes: args.shareOutcomes,
      });
    },
  },
  "referral.followUp": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, entry, args) => {
      await step(db, entry, args.id, "completed", null, { followUp: args.followUp });
    },
  },
  "referral.consent": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, entry, args) => {
      const row = await db.referrals.get(args.id);
      if (!row) return;
      await db.referrals.put({
        ...row,
        shareOutcomes: args.shareOutcomes,
        updatedAt: entry.createdAt,
      });
    },
  },
  "referral.close": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, entry, args) => {
      // Closing retires the referral's unused code; the server stops showing it too
      // (docs/decisions/0014-referrals.md).
      await step(db, entry, args.id, "closed", args.reason, { inviteCode: null });
    },
  },
  "referral.renewCode": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, _entry, args) => {
      // The old code ends now; the new one arrives with the server's answer (the UI says so).
      const row = await db.referrals.get(args.id);
      if (row) await db.referrals.put({ ...row, inviteCode: null, inviteCodeExpiresAt: null });
    },
  },
  "referral.review": {
    tables: ["referrals"],
    key: (_entry, args) => keyOf("referral", args.id),
    apply: async (db, entry, args) => {
      const row = await db.referrals.get(args.id);
      if (row) await db.referrals.put({ ...row, reviewedAt: entry.createdAt });
    },
  },
};
