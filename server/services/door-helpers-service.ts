import { and, eq } from "drizzle-orm";
import type { MutationArgs } from "#domain/mutations.ts";
import { canListExperiences } from "#domain/permissions.ts";
import { R } from "#domain/reasons.ts";
import { usernameKey } from "#domain/usernames.ts";
import { doorHelpers, users } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { doorRowIdsOf } from "./attendee-reads.ts";
import { doorHelperRow } from "./door-helper-reads.ts";
import type { DoorHelper } from "./mappers/door-helper-mapper.ts";
import { announce, spendBudget, type WriteCtx } from "./write-context.ts";

function requirePartner(ctx: WriteCtx): void {
  if (!canListExperiences(ctx.user.userType)) throw new ServiceError(R.partners_only);
}

/**
 * Names the door list of a partner's experiences to (or takes it from) one person: every
 * attendee and scan row is announced to that helper alone, upserts when added, tombstones when
 * removed. The pull loaders check door staff from the rows, so the announcements only decide
 * what the helper's next pull carries.
 */
async function announceDoorRows(
  ctx: WriteCtx,
  helperId: string,
  op: "upsert" | "delete",
): Promise<void> {
  const { attendeeIds, checkinIds } = await doorRowIdsOf(ctx.tx, ctx.user.id);
  for (const id of attendeeIds) await announce(ctx, "attendee", id, op, [helperId]);
  for (const id of checkinIds) await announce(ctx, "checkin", id, op, [helperId]);
}

/**
 * A partner names a door helper by username (any kind of account; the same name matching as
 * sign-in). Naming someone already named returns that row (a device's other id is tombstoned).
 */
export async function addDoorHelper(
  ctx: WriteCtx,
  args: MutationArgs<"doorHelper.add">,
): Promise<DoorHelper> {
  requirePartner(ctx);
  // Each name tried counts: the answer tells whether an account of that name exists.
  await spendBudget(ctx, "accountLookups");
  const helper = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameKey, usernameKey(args.username)))
    .get();
  if (!helper) throw new ServiceError(R.user_not_found);
  if (helper.id === ctx.user.id) {
    throw new ServiceError(R.door_helper_self, { errors: { username: R.door_helper_self } });
  }
  const existing = await ctx.tx
    .select()
    .from(doorHelpers)
    .where(and(eq(doorHelpers.partnerId, ctx.user.id), eq(doorHelpers.helperId, helper.id)))
    .get();
  if (existing) {
    if (existing.id !== args.id) {
      await announce(ctx, "doorHelper", args.id, "delete", [ctx.user.id]);
      await announce(ctx, "doorHelper", existing.id, "upsert", [ctx.user.id]);
    }
    return await doorHelperRow(ctx.tx, existing);
  }
  if (await ctx.tx.select().from(doorHelpers).where(eq(doorHelpers.id, args.id)).get()) {
    throw new ServiceError(R.id_in_use);
  }
  const row = await ctx.tx
    .insert(doorHelpers)
    .values({
      id: args.id,
      partnerId: ctx.user.id,
      helperId: helper.id,
      createdAt: ctx.madeAt.toISOString(),
    })
    .returning()
    .get();
  await announce(ctx, "doorHelper", row.id, "upsert", [row.partnerId, row.helperId]);
  await announceDoorRows(ctx, row.helperId, "upsert");
  return await doorHelperRow(ctx.tx, row);
}

/**
 * Removes one of the caller's door helpers: from then on their scans are refused and their next
 * pull drops the door list. Removing a row that is gone already is a harmless no-op; another
 * partner's row is answered as absent.
 */
export async function removeDoorHelper(
  ctx: WriteCtx,
  args: MutationArgs<"doorHelper.remove">,
): Promise<{ id: string }> {
  requirePartner(ctx);
  const row = await ctx.tx.select().from(doorHelpers).where(eq(doorHelpers.id, args.id)).get();
  if (!row) return { id: args.id };
  if (row.partnerId !== ctx.user.id) throw new ServiceError(R.not_found);
  await ctx.tx.delete(doorHelpers).where(eq(doorHelpers.id, row.id));
  await announce(ctx, "doorHelper", row.id, "delete", [row.partnerId, row.helperId]);
  await announceDoorRows(ctx, row.helperId, "delete");
  return { id: row.id };
}
