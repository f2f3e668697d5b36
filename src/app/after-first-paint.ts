import { restoreSession } from "#features/auth/index.ts";
import { registerServiceWorker } from "./pwa/service-worker-registration.ts";
import { startSync } from "./sync-setup.ts";

/**
 * What the app starts once the first screen is up: the service worker, the session read from IndexedDB, reconciled
 * with the localStorage snapshot the first paint used (and then checked with the server), and
 * the sync engine, which needs that session's token in IndexedDB, so it starts after.
 */
export async function afterFirstPaint({
  reconcileSession,
}: {
  reconcileSession: boolean;
}): Promise<void> {
  registerServiceWorker();
  if (reconcileSession) {
    await restoreSession().catch((error: unknown) =>
      console.error("Session restore failed", error),
    );
  }
  startSync();
}
