import * as v from "valibot";
import { nullableText, wireId } from "./wire-parts.ts";

/**
 * A registration as the door and the partner see it: who, which ticket, what state. Sent to the
 * experience's creator and the door helpers they named, never to anybody else; it carries a
 * display name, not an e-mail, and no ticket token (the door verifies tokens by signature).
 * `id` is the registration id (the one in the ticket's QR).
 */
export const attendeeEntitySchema = v.object({
  id: wireId,
  experienceId: wireId,
  /** First and last name, else the username. */
  name: v.string(),
  /** The short ticket id printed under the QR (src/domain/ticket-token.ts ticketRef). */
  ticketRef: v.string(),
  status: v.string(),
  registeredAt: v.string(),
  attendedAt: nullableText,
  cancelledAt: nullableText,
  /** The device name of the scan that admitted them. */
  checkedInBy: nullableText,
});
export type Attendee = v.InferOutput<typeof attendeeEntitySchema>;
