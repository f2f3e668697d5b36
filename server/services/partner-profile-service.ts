import type { MutationArgs } from "#domain/mutations.ts";
import { canListExperiences } from "#domain/permissions.ts";
import { R } from "#domain/reasons.ts";
import { partnerProfiles } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { type Partner, toPartner } from "./mappers/partner-mapper.ts";
import { announceNameChange } from "./name-change.ts";
import { announce, type WriteCtx } from "./write-context.ts";

/**
 * A cultural partner's organisation profile, replaced whole (`partnerProfile.update`). Public:
 * announced to everyone. A new organisation name also renames the partner on their door helper
 * rows, so those are announced again.
 */
export async function updatePartnerProfile(
  ctx: WriteCtx,
  args: MutationArgs<"partnerProfile.update">,
): Promise<Partner> {
  if (!canListExperiences(ctx.user.userType)) throw new ServiceError(R.partners_only);
  const fields = {
    organisationName: args.organisationName,
    venues: JSON.stringify(args.venues),
    contactEmail: args.contactEmail,
    contactPhone: args.contactPhone,
    website: args.website,
    description: args.description,
    accessibilityInfo: args.accessibilityInfo,
    updatedAt: ctx.now.toISOString(),
  };
  const row = await ctx.tx
    .insert(partnerProfiles)
    .values({ userId: ctx.user.id, ...fields })
    .onConflictDoUpdate({ target: partnerProfiles.userId, set: fields })
    .returning()
    .get();
  await announce(ctx, "partner", row.userId, "upsert", ["public"]);
  await announceNameChange(ctx, ctx.user.id);
  return toPartner(row);
}
