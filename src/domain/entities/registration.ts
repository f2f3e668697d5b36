import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * A registration; private, one per (user, experience). `status` is
 * open text (src/domain/registration-lifecycle.ts names the states): new states must not make
 * older clients drop the row. `ticketToken` is the server-signed ticket (src/domain/ticket-token.ts),
 * null until the registration has reached the server and while it is waitlisted or cancelled.
 */
export const registrationEntitySchema = v.object({
  id: wireId,
  userId: wireId,
  experienceId: wireId,
  status: v.string(),
  registeredAt: v.string(),
  attendedAt: nullableText,
  completedAt: nullableText,
  wellbeingImpact: nullableText,
  ticketToken: nullableText,
  cancelledAt: v.optional(nullableText, null),
});
export type Registration = v.InferOutput<typeof registrationEntitySchema>;
