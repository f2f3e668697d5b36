import { eq, or } from "drizzle-orm";
import { doorHelpers, experiences, userExperiences } from "../db/schema.ts";
import { doorStaffOf } from "./door-staff.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * A person's shown name changed (profile names, organisation name): the rows that carry it go
 * out again — their attendee rows to the door staff of each experience, and the door helper rows
 * they are part of, to both sides.
 */
export async function announceNameChange(ctx: WriteCtx, userId: string): Promise<void> {
  const registrations = await ctx.tx
    .select({ id: userExperiences.id, creatorId: experiences.createdBy })
    .from(userExperiences)
    .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
    .where(eq(userExperiences.userId, userId));
  for (const r of registrations) {
    await announce(ctx, "attendee", r.id, "upsert", await doorStaffOf(ctx.tx, r.creatorId));
  }
  const helperRows = await ctx.tx
    .select()
    .from(doorHelpers)
    .where(or(eq(doorHelpers.partnerId, userId), eq(doorHelpers.helperId, userId)));
  for (const h of helperRows) {
    await announce(ctx, "doorHelper", h.id, "upsert", [h.partnerId, h.helperId]);
  }
}
