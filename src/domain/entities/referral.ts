import * as v from "valibot";
import { nullableText, textList, wireId } from "./wire-parts.ts";

const ons4Wire = v.nullable(
  v.object({
    lifeSatisfaction: v.number(),
    worthwhile: v.number(),
    happiness: v.number(),
    anxiety: v.number(),
  }),
);

/**
 * A social-prescribing referral (src/domain/referral-lifecycle.ts). Sent to the referring
 * professional and, once linked, to the client; nobody else. `status` is open text so that new
 * states do not make older clients drop it. The professional receives `baseline`/`followUp`
 * only while the client shares outcomes (`shareOutcomes`); the client always sees their own.
 * `inviteCode` (the single-use code for a new client) goes to the professional only, until used.
 * Fields after `updatedAt` are optional for rows of servers before the life cycle.
 */
export const referralEntitySchema = v.object({
  id: wireId,
  professionalId: wireId,
  clientName: v.string(),
  clientEmail: nullableText,
  experienceId: nullableText,
  notes: nullableText,
  status: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  professionalName: v.optional(v.string(), ""),
  clientId: v.optional(nullableText, null),
  experienceIds: v.optional(textList, []),
  bookedExperienceId: v.optional(nullableText, null),
  inviteCode: v.optional(nullableText, null),
  shareOutcomes: v.optional(v.boolean(), false),
  timeline: v.optional(
    v.array(
      v.object({ status: v.string(), at: v.string(), by: nullableText, reason: nullableText }),
    ),
    [],
  ),
  baseline: v.optional(ons4Wire, null),
  followUp: v.optional(ons4Wire, null),
  /** The professional's milestone (src/domain/referral-loop.ts); the professional's view only. */
  milestone: v.optional(nullableText, null),
  /** When the unused invitation code stops working; the professional's view only. */
  inviteCodeExpiresAt: v.optional(nullableText, null),
  /** When the professional last read its summaries; the professional's view only. */
  reviewedAt: v.optional(nullableText, null),
});
export type Referral = v.InferOutput<typeof referralEntitySchema>;
