/// <reference lib="webworker" />

/**
 * Background Sync (Chromium) is missing from TypeScript's WebWorker lib: declare the event the
 * service worker listens for (https://wicg.github.io/background-sync/spec/).
 */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}
