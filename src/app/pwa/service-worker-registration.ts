import { registerSW } from "virtual:pwa-register";
import { create } from "zustand";

/** How often an open app asks the server for a new service worker (a long-lived tab or PWA). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface PwaState {
  offlineReady: boolean;
  needRefresh: boolean;
}

/** What the service worker has told the page; PwaNotices renders it. */
export const usePwaStore = create<PwaState>(() => ({ offlineReady: false, needRefresh: false }));

let update: ((reloadPage?: boolean) => Promise<void>) | null = null;

/**
 * Registers the service worker once per page (registerType "prompt": a new version never swaps
 * in silently). Called after the first contentful paint. Not the plugin's `useRegisterSW`: that
 * registers in a state initializer, which runs again on every render React discards, and a
 * component mounted while the router is busy rendered several times, registering several
 * workbox-window instances of which the mounted one missed the "installed" event.
 */
export function registerServiceWorker(): void {
  update ??= registerSW({
    immediate: true,
    onOfflineReady: () => usePwaStore.setState({ offlineReady: true }),
    onNeedRefresh: () => usePwaStore.setState({ needRefresh: true }),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      // The app works without it (online only); nothing for the user to act on.
      console.warn("Service worker registration failed", error);
    },
  });
}

/** Activates the waiting worker (the page then reloads onto it). */
export function updateServiceWorker(): Promise<void> {
  return update?.(true) ?? Promise.resolve();
}
