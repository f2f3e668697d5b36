import { startStorageKeeping } from "#features/sync/screens.ts";
import { restoreSession } from "#session/session.ts";
import { afterFirstSync } from "./pwa/after-first-sync.ts";
import { registerServiceWorker as register } from "./pwa/service-worker-registration.ts";
import { startSync } from "./sync-setup.ts";

/**
 * The service worker, called once the first screen shows its content (main.tsx) and registered
 * once this device's first sync is written: its precache download no longer competes with that
 * sync's IndexedDB writes (after-first-sync.ts).
 */
export function registerServiceWorker(): void {
  afterFirstSync(register);
}

/**
 * The app's data, started once the first screen shows its content (main.tsx; the screens read
 * IndexedDB themselves): the session read from IndexedDB, reconciled with the localStorage
 * snapshot the first paint used (and then checked with the server), and the sync engine, which
 * needs that session's token in IndexedDB, so it starts after. If the browser had cleared the
 * database, the session restore notes it and that first sync pulls everything again. Asking to
 * keep the data waits for its moment (docs/decisions/0025-storage-kept.md).
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
  startStorageKeeping();
}
