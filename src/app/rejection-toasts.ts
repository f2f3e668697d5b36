import type { RejectionRow } from "#db/types.ts";
import type { SyncStatusStore } from "#sync/status-store.ts";

/**
 * Toasts each refusal the server gives from `since` on, whoever pushed the change: this page's
 * engine, another tab, or the service worker's Background Sync, which has no page of its own to
 * tell. The status store follows the `rejections` table in IndexedDB, so every refusal passes
 * here once it is recorded; each is toasted once, older ones stay in the sync panel only.
 */
export function toastNewRejections(
  store: SyncStatusStore,
  show: (rejections: RejectionRow[]) => void,
  since: string = new Date().toISOString(),
): () => void {
  const toasted = new Set<string>();
  return store.subscribe(({ rejected }) => {
    const fresh = rejected.filter((r) => r.rejectedAt >= since && !toasted.has(r.id));
    if (fresh.length === 0) return;
    for (const r of fresh) toasted.add(r.id);
    show(fresh);
  });
}
