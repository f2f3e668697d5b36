import { db } from "#db/db.ts";
import type { VisitorMessageRow } from "#db/types.ts";
import type { ContactInput } from "#domain/contact-schemas.ts";
import { uuidv7 } from "#domain/ids.ts";
import { ApiError, apiFetch } from "#sync/http.ts";

/**
 * A visitor's contact messages waiting for the connection. The app's outbox belongs to a signed-in
 * user (the server applies its entries per user), so a signed-out device keeps its own small
 * queue (`visitorMessages` in src/db): it survives reloads, sign-in and sign-out, and never
 * mixes with a user's synced tables.
 *
 * Exactly once: the id is made here, once per message, and sent as `Idempotency-Key` on every
 * attempt; the server stores the message under that id and answers a repeat without storing it
 * again (server/services/contact-service.ts). So a send whose answer was lost, or two tabs
 * flushing at once, can never store a message twice; an entry leaves only after the server
 * answered.
 */
/** Keeps a validated message until it is sent; answers its id (the idempotency key). */
export async function queueVisitorMessage(args: ContactInput, now = new Date()): Promise<string> {
  const id = uuidv7(now.getTime());
  await db.visitorMessages.add({ id, args, createdAt: now.toISOString() });
  return id;
}

export function pendingVisitorMessages(): Promise<VisitorMessageRow[]> {
  return db.visitorMessages.orderBy("createdAt").toArray();
}

/** A refusal the same request would meet again (bad input): retrying can never succeed. */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

let running: Promise<number> | null = null;

/**
 * Sends every waiting message, oldest first; answers how many are still waiting. Stops at the
 * first failure that is not a final refusal (offline, server down): the rest wait for the next
 * trigger. One flush at a time per tab; across tabs the server's dedupe keeps it exactly once.
 */
export function flushVisitorMessages(): Promise<number> {
  running ??= flush().finally(() => {
    running = null;
  });
  return running;
}

async function flush(): Promise<number> {
  const pending = await pendingVisitorMessages();
  for (const [index, entry] of pending.entries()) {
    try {
      await apiFetch("/api/contact", {
        method: "POST",
        body: entry.args,
        headers: { "Idempotency-Key": entry.id },
      });
    } catch (error) {
      if (!isFinalRefusal(error)) return pending.length - index;
      // The message was checked by the same schema before it was queued, so a refusal here
      // means the rules changed; keeping it would block every later message for ever.
      console.error("contact message refused", error);
    }
    await db.visitorMessages.delete(entry.id);
  }
  return 0;
}

/** Tests only: an empty queue. */
export async function clearVisitorMessagesForTests(): Promise<void> {
  await db.visitorMessages.clear();
}
