import * as v from "valibot";
import { wireId } from "./wire-parts.ts";

/**
 * A person a partner named to check tickets in at the door of their experiences. Sent to the
 * partner and to the helper (whose app then offers those experiences' check-in).
 */
export const doorHelperEntitySchema = v.object({
  id: wireId,
  partnerId: wireId,
  partnerName: v.string(),
  helperId: wireId,
  helperName: v.string(),
  createdAt: v.string(),
});
export type DoorHelper = v.InferOutput<typeof doorHelperEntitySchema>;
