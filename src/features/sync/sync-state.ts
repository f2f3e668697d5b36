import type { SyncStatusState } from "#sync/status-store.ts";

/**
 * The one thing the badge says, in priority order: the user must always know whether their
 * changes are safe. Pure, so every case is tested without rendering.
 */
export type SyncPhase =
  | { kind: "syncing"; pending: number }
  | { kind: "offline"; pending: number }
  | { kind: "sign-in"; pending: number }
  | { kind: "waiting"; pending: number }
  | { kind: "synced"; at: string }
  | { kind: "online" };

export function syncPhase(
  s: Pick<SyncStatusState, "syncing" | "online" | "pending" | "signedIn" | "lastSyncedAt">,
): SyncPhase {
  if (!s.online) return { kind: "offline", pending: s.pending };
  if (s.pending > 0 && !s.signedIn) return { kind: "sign-in", pending: s.pending };
  if (s.syncing) return { kind: "syncing", pending: s.pending };
  if (s.pending > 0) return { kind: "waiting", pending: s.pending };
  if (s.lastSyncedAt) return { kind: "synced", at: s.lastSyncedAt };
  return { kind: "online" };
}
