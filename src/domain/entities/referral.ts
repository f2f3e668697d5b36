import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * A professional's referral (our design, spec §7 "not shown"). Only the referring professional
 * receives it. `status` is open text so that new states do not make older clients drop it.
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
});
export type Referral = v.InferOutput<typeof referralEntitySchema>;
