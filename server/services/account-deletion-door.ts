import { eq, inArray, or } from "drizzle-orm";
import { checkins, doorHelpers, experiences, inquiries, partnerProfiles } from "../db/schema.ts";
import { doorRowIdsOf } from "./attendee-reads.ts";
import { doorStaffOf } from "./door-staff.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * The partner and door side of deleting an account (docs/decisions/0013-account-deletion.md),
 * inside the deletion's transaction. `ctx.user` is the account being deleted.
 */

/**
 * A partner's listings stay, deactivated and detached (no creator): other people's registrations,
 * ratings, moods and calendar entries point at them, and their history must keep its titles.
 * Their door staff lose every attendee and scan row, the inquiries sent to the partner go (no one
 * can read them any more, and they hold the senders' contact details), and the public partner
 * profile is tombstoned.
 */
export async function detachPartner(ctx: WriteCtx): Promise<void> {
  const userId = ctx.user.id;
  const { attendeeIds, checkinIds } = await doorRowIdsOf(ctx.tx, userId);
  const helpers = (await doorStaffOf(ctx.tx, userId)).filter((id) => id !== userId);
  for (const id of attendeeIds) await announce(ctx, "attendee", id, "delete", helpers);
  for (const id of checkinIds) await announce(ctx, "checkin", id, "delete", helpers);

  const listings = (
    await ctx.tx
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.createdBy, userId))
  ).map((e) => e.id);
  if (listings.length > 0) {
    const sent = await ctx.tx
      .select({ id: inquiries.id, senderId: inquiries.userId })
      .from(inquiries)
      .where(inArray(inquiries.experienceId, listings));
    await ctx.tx.delete(inquiries).where(inArray(inquiries.experienceId, listings));
    for (const inquiry of sent) {
      await announce(ctx, "inquiry", inquiry.id, "delete", [inquiry.senderId]);
    }
    await ctx.tx
      .update(experiences)
      .set({ isActive: false, createdBy: null, updatedAt: ctx.now.toISOString() })
      .where(inArray(experiences.id, listings));
    for (const id of listings) await announce(ctx, "experience", id, "upsert", ["public"]);
  }

  const profile = await ctx.tx
    .delete(partnerProfiles)
    .where(eq(partnerProfiles.userId, userId))
    .returning({ userId: partnerProfiles.userId });
  // The one row that keeps the bare id: a public tombstone, so devices drop the copy they hold.
  if (profile.length > 0) await announce(ctx, "partner", userId, "delete", ["public"]);
}

/**
 * Door helper rows in both directions go (each other side is told), and scans the person made
 * as door staff stay with the experience but no longer name them.
 */
export async function removeDoorRoles(ctx: WriteCtx): Promise<void> {
  const userId = ctx.user.id;
  const rows = await ctx.tx
    .delete(doorHelpers)
    .where(or(eq(doorHelpers.partnerId, userId), eq(doorHelpers.helperId, userId)))
    .returning();
  for (const row of rows) {
    await announce(ctx, "doorHelper", row.id, "delete", [row.partnerId, row.helperId]);
  }
  // A helper who is gone no longer sees the partner's door rows (their own feed is deleted).
  const scans = await ctx.tx
    .update(checkins)
    .set({ scannedBy: null })
    .where(eq(checkins.scannedBy, userId))
    .returning({ id: checkins.id, experienceId: checkins.experienceId });
  for (const scan of scans) {
    const creator = await ctx.tx
      .select({ createdBy: experiences.createdBy })
      .from(experiences)
      .where(eq(experiences.id, scan.experienceId))
      .get();
    const staff = await doorStaffOf(ctx.tx, creator?.createdBy ?? null);
    await announce(ctx, "checkin", scan.id, "upsert", staff);
  }
}
