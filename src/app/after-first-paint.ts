import { restoreSession } from "#features/auth/index.ts";
import { registerServiceWorker } from "./pwa/service-worker-registration.ts";
import { startSync } from "./sync-setup.ts";

export { registerServiceWorker };

/**
 * The app's data, started once the first screen is rendered: the session read from IndexedDB,
 * reconciled with the localStorage snapshot the first paint used (and then checked with the
 * server), and the sync engine, which needs that session's token in IndexedDB, so it starts
 * after. The service worker is registered separately (main.tsx), after the first paint.
 */
export async function startData({
  reconcileSession,
}: {
  reconcileSession: boolean;
}): Promise<void> {
  if (reconcileSession) {
    await restoreSession().catch((error: unknown) =>
      console.error("Session restore failed", error),
    );
  }
  startSync();
}
