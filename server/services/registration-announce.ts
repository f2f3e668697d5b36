import type { RegistrationRow } from "../db/schema.ts";
import { doorStaffOf } from "./door-staff.ts";
import { type Announcer, announce } from "./write-context.ts";

/**
 * Every registration change goes to two audiences: the row itself to its owner, and its
 * `attendee` row (same id) to the experience's door staff, so the door list is always current.
 */
export async function announceRegistration(
  ctx: Announcer,
  row: Pick<RegistrationRow, "id" | "userId">,
  creatorId: string | null,
): Promise<void> {
  await announce(ctx, "registration", row.id, "upsert", [row.userId]);
  await announce(ctx, "attendee", row.id, "upsert", await doorStaffOf(ctx.tx, creatorId));
}
