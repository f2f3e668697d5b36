import type { CultureWellDB } from "#db/db.ts";

/**
 * "The user just changed something": queueMutation tells the sync engines of this JavaScript
 * context, which push shortly after (debounced). Other tabs have their own engines and queue
 * their own changes; the service worker is woken by Background Sync instead.
 */
type Listener = (databaseName: string) => void;

const listeners = new Set<Listener>();

export function notifyLocalChange(db: CultureWellDB): void {
  for (const listener of listeners) listener(db.name);
}

/** Returns the unsubscribe function. */
export function onLocalChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
