import { liveQuery } from "dexie";
import { db } from "#db/db.ts";
import type { ContactInput } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { currentUserId } from "#session/current-user.ts";
import { queueMutation } from "#sync/queue.ts";
import { flushVisitorMessages, queueVisitorMessage } from "./visitor-outbox.ts";

/**
 * "sent": the server has it. "queued": it is kept on this device and sent when the connection
 * returns (a signed-in user's outbox, or a visitor's queue): the thank-you says so.
 */
export type ContactOutcome = "sent" | "queued";

/**
 * How long a signed-in user's send waits for the sync to deliver the message before it says
 * "kept on this device" instead: a connection that is up but does not reach the server (captive
 * Wi-Fi, the server down) must not be reported as delivered.
 */
const SEND_WAIT_MS = 4000;

/** Whether the outbox entry is gone (answered by the server) within `ms`. */
function leavesOutboxWithin(mutationId: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (sent: boolean) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(sent);
    };
    const timer = setTimeout(() => done(false), ms);
    const subscription = liveQuery(() =>
      db.outbox.where("id").equals(mutationId).first(),
    ).subscribe({
      next: (entry) => {
        if (!entry) done(true);
      },
      error: () => done(false),
    });
  });
}

/**
 * Sends the contact form. A signed-in user's message is the mutation
 * `contact.submit` in their outbox, like every change they make; a visitor's goes to the
 * visitor queue and is sent at once when the connection allows. Either way it is kept first,
 * so closing the tab while offline loses nothing.
 */
export async function sendContactMessage(message: ContactInput): Promise<ContactOutcome> {
  const userId = currentUserId();
  if (userId) {
    const { mutationId } = await queueMutation(
      db,
      "contact.submit",
      { ...message, id: uuidv7() },
      { userId },
    );
    if (!navigator.onLine) return "queued";
    return (await leavesOutboxWithin(mutationId, SEND_WAIT_MS)) ? "sent" : "queued";
  }
  await queueVisitorMessage(message);
  const waiting = await flushVisitorMessages();
  return waiting === 0 ? "sent" : "queued";
}
