import { eq, or } from "drizzle-orm";
import { doorHelpers, experiences, userExperiences } from "../db/schema.ts";
import { doorStaffOf } from "./door-staff.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * A person's shown name changed (profile names, organisation name): the rows that carry it go
 * out again — their attendee rows to the door staff of each experience, and the door helper rows
 * they are part of, to both sides.
 */
export function announceNameChange(ctx: WriteCtx, userId: string): void {
  const registrations = ctx.tx
    .select({ id: userExperiences.id, creatorId: experiences.createdBy })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(eq(userExperiences.userId, userId))
    .all();
  for (const r of registrations) {
    announce(ctx, "attendee", r.id, "upsert", doorStaffOf(ctx.tx, r.creatorId));
  }
  const helperRows = ctx.tx
    .select()
    .from(doorHelpers)
    .where(or(eq(doorHelpers.partnerId, userId), eq(doorHelpers.helperId, userId)))
    .all();
  for (const h of helperRows)
    announce(ctx, "doorHelper", h.id, "upsert", [h.partnerId, h.helperId]);
}
