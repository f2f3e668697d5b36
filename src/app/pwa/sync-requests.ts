/**
 * The message the service worker posts to ask open windows to sync (src/sw.ts): after its own
 * Background Sync run met a 401, which only the page can turn into "sign in again".
 */
export const SYNC_REQUESTED = "sync-requested";

/** Calls `onRequest` whenever the service worker asks this window to sync; returns unsubscribe. */
export function onSyncRequested(onRequest: () => void): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SYNC_REQUESTED) onRequest();
  };
  container.addEventListener("message", listener);
  return () => container.removeEventListener("message", listener);
}
