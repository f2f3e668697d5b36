import { currentUserId } from "#session/current-user.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * POST /api/newsletter/subscribe (README "API"). A signed-in user's subscription is queued like any
 * change (mutation `newsletter.subscribe`): it works offline and reaches the server once. A
 * visitor has no outbox (the outbox belongs to a user), so their form needs the connection.
 */
export type SubscribeOutcome = { kind: "queued" } | { kind: "sent"; message: string | undefined };

export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const userId = currentUserId();
  if (userId) {
    // Loaded on use: the landing page paints without Dexie and the outbox (decision 0016).
    const [{ db }, { queueMutation }] = await Promise.all([
      import("#db/db.ts"),
      import("#sync/queue.ts"),
    ]);
    await queueMutation(db, "newsletter.subscribe", { email }, { userId });
    return { kind: "queued" };
  }
  const response = await apiFetch<{ message?: string } | null>("/api/newsletter/subscribe", {
    method: "POST",
    body: { email },
  });
  return { kind: "sent", message: response?.message };
}
