import { asc, desc, eq, inArray } from "drizzle-orm";
import {
  invitationCodes,
  type ReferralEventRow,
  type ReferralRow,
  referralEvents,
  referrals,
} from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { displayNamesOf } from "./display-names.ts";
import { type Referral, type ReferralViewer, toReferral } from "./mappers/referral-mapper.ts";

/**
 * Who `viewerId` is to this referral, or null when it is none of their business. Decided from
 * the row itself (the referring professional, the linked client), never from an audience.
 */
export function referralViewerOf(
  row: Pick<ReferralRow, "professionalId" | "clientId">,
  viewerId: string | null,
): ReferralViewer | null {
  if (viewerId === null) return null;
  if (row.professionalId === viewerId) return "professional";
  if (row.clientId === viewerId) return "client";
  return null;
}

/**
 * The rows as `viewerId` may see them (others are left out), with their timelines and the
 * professionals' names read in two queries for the whole batch.
 */
export async function referralsAsSeenBy(
  db: Reader,
  rows: readonly ReferralRow[],
  viewerId: string | null,
): Promise<Referral[]> {
  const visible = rows
    .map((row) => ({ row, viewer: referralViewerOf(row, viewerId) }))
    .filter((x): x is { row: ReferralRow; viewer: ReferralViewer } => x.viewer !== null);
  if (visible.length === 0) return [];
  const ids = visible.map((x) => x.row.id);
  // One statement at a time: `db` may be a write's transaction (rule 4, docs/data-layer.md).
  const eventRows = await db
    .select()
    .from(referralEvents)
    .where(inArray(referralEvents.referralId, ids))
    .orderBy(asc(referralEvents.id));
  const events = new Map<string, ReferralEventRow[]>();
  for (const e of eventRows) {
    events.set(e.referralId, [...(events.get(e.referralId) ?? []), e]);
  }
  const professionals = await displayNamesOf(
    db,
    visible.map((x) => x.row.professionalId),
  );
  const codeIds = visible.flatMap((x) =>
    x.row.inviteCode && x.row.inviteCodeId ? [x.row.inviteCodeId] : [],
  );
  const codes =
    codeIds.length === 0
      ? []
      : await db
          .select({ id: invitationCodes.id, expiresAt: invitationCodes.expiresAt })
          .from(invitationCodes)
          .where(inArray(invitationCodes.id, codeIds));
  const expiry = new Map(codes.map((c) => [c.id, c.expiresAt]));
  return visible.map(({ row, viewer }) =>
    toReferral(
      row,
      {
        professionalName: professionals.get(row.professionalId) ?? "",
        events: events.get(row.id) ?? [],
        inviteCodeExpiresAt: row.inviteCodeId ? (expiry.get(row.inviteCodeId) ?? null) : null,
      },
      viewer,
    ),
  );
}

/** One referral as `viewerId` sees it (a write's answer). */
export async function referralAsSeenBy(
  db: Reader,
  row: ReferralRow,
  viewerId: string,
): Promise<Referral> {
  const [referral] = await referralsAsSeenBy(db, [row], viewerId);
  if (!referral) throw new Error(`referral ${row.id} answered to someone who may not see it`);
  return referral;
}

/** The referrals a professional made, or the ones a client received, newest first. */
export async function listReferralsWhere(
  db: Reader,
  column: "professionalId" | "clientId",
  userId: string,
): Promise<Referral[]> {
  const rows = await db
    .select()
    .from(referrals)
    .where(eq(referrals[column], userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  return referralsAsSeenBy(db, rows, userId);
}
