import { db } from "#db/db.ts";
import type { DoorHelperRow, PartnerRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import type { PartnerProfileInput } from "#domain/partner-schemas.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * The partner's organisation profile and door helpers. Saved on this device at once (offline
 * too) and queued; the server's row replaces the optimistic one on the next pull. Each write
 * throws LocalValidationError when the shared schema refuses it.
 */

export function getPartnerProfile(userId: string): Promise<PartnerRow | undefined> {
  return db.partners.get(userId);
}

/** `partnerProfile.update`: a full replacement of what the partner publishes. */
export async function savePartnerProfile(input: PartnerProfileInput): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "partnerProfile.update", input, { userId });
}

/** The door helpers this partner named, oldest first (a helper may also name others: skipped). */
export async function listDoorHelpers(partnerId: string): Promise<DoorHelperRow[]> {
  const rows = await db.doorHelpers.where("partnerId").equals(partnerId).toArray();
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** `doorHelper.add` by username; the row shows "pending" until the server names the account. */
export async function addDoorHelper(username: string): Promise<{ id: string }> {
  const userId = requireCurrentUserId();
  const id = uuidv7();
  await queueMutation(db, "doorHelper.add", { id, username }, { userId });
  return { id };
}

/** `doorHelper.remove`: the helper can no longer check tickets in for this partner. */
export async function removeDoorHelper(id: string): Promise<void> {
  const userId = requireCurrentUserId();
  await queueMutation(db, "doorHelper.remove", { id }, { userId });
}
