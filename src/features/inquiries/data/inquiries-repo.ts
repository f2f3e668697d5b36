import { db } from "#db/db.ts";
import { experiencesByCreators } from "#db/experience-reads.ts";
import type { InquiryRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { InquiryFormValues } from "#domain/inquiry-schemas.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * "Need More Information" inquiries. The sender's own inquiries and, for a partner,
 * those about their listings arrive by pull; nobody else's are ever on this device.
 */

/** Sends an inquiry (`inquiry.create`). The name is required, the e-mail must be valid. */
export async function sendInquiry(
  experienceId: string,
  form: { name: string; email: string; message?: string | null } | InquiryFormValues,
): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "inquiry.create", { ...form, experienceId, id }, { userId });
  return { id };
}

/** Inquiries about one listing, newest first (edit page "Booking Summary"). */
export async function listInquiriesFor(experienceId: string): Promise<InquiryRow[]> {
  const rows = await db.inquiries.where("experienceId").equals(experienceId).toArray();
  return rows.sort(newestFirst);
}

/** Inquiries about any listing the user created (partner dashboard). */
export async function listInquiriesForCreator(userId: string): Promise<InquiryRow[]> {
  const mine = (await experiencesByCreators(db, [userId])).map((e) => e.id);
  const rows = await db.inquiries.where("experienceId").anyOf(mine).toArray();
  return rows.sort(newestFirst);
}

function newestFirst(a: InquiryRow, b: InquiryRow): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}
