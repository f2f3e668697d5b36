import { db } from "#db/db.ts";
import { currentUserId } from "#features/auth/index.ts";
import { apiFetch } from "#sync/http.ts";
import { queueMutation } from "#sync/queue.ts";

/**
 * POST /api/newsletter/subscribe (spec §7). A signed-in user's subscription is queued like any
 * change (mutation `newsletter.subscribe`): it works offline and reaches the server once. A
 * visitor has no outbox (the outbox belongs to a user), so their form needs the connection.
 */
export type SubscribeOutcome = { kind: "queued" } | { kind: "sent"; message: string | undefined };

export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const userId = currentUserId();
  if (userId) {
    await queueMutation(db, "newsletter.subscribe", { email }, { userId });
    return { kind: "queued" };
  }
  const response = await apiFetch<{ message?: string } | null>("/api/newsletter/subscribe", {
    method: "POST",
    body: { email },
  });
  return { kind: "sent", message: response?.message };
}
