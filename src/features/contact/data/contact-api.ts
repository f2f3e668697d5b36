import { db } from "#db/db.ts";
import type { ContactInput } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { currentUserId } from "#features/auth/index.ts";
import { queueMutation } from "#sync/queue.ts";
import { flushVisitorMessages, queueVisitorMessage } from "./visitor-outbox.ts";

/**
 * "sent": the server has it. "queued": it is kept on this device and sent when the connection
 * returns (a signed-in user's outbox, or a visitor's queue): the thank-you says so.
 */
export type ContactOutcome = "sent" | "queued";

/**
 * Sends the contact form (spec §2, §3). A signed-in user's message is the mutation
 * `contact.submit` in their outbox, like every change they make; a visitor's goes to the
 * visitor queue and is sent at once when the connection allows. Either way it is kept first,
 * so closing the tab while offline loses nothing.
 */
export async function sendContactMessage(message: ContactInput): Promise<ContactOutcome> {
  const userId = currentUserId();
  if (userId) {
    await queueMutation(db, "contact.submit", { ...message, id: uuidv7() }, { userId });
    return navigator.onLine ? "sent" : "queued";
  }
  await queueVisitorMessage(message);
  const waiting = await flushVisitorMessages();
  return waiting === 0 ? "sent" : "queued";
}
