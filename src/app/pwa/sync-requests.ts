/** The message the service worker posts when Background Sync fires (see src/sw.ts). */
export const SYNC_REQUESTED = "sync-requested";

/**
 * Calls `onRequest` whenever the service worker asks this window to sync (its `sync` event has
 * no data layer of its own; the open app runs the engine). Returns an unsubscribe function.
 */
export function onSyncRequested(onRequest: () => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_REQUESTED) onRequest();
  };
  container.addEventListener("message", listener);
  return () => container.removeEventListener("message", listener);
}
