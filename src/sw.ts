/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, StaleWhileRevalidate } from "workbox-strategies";

declare const self: ServiceWorkerGlobalScope;

/** Background Sync tag the sync engine registers; the open app does the actual work. */
const SYNC_TAG = "culturewell-sync";

// The shell: every built js/css/html file plus the manifest icons, versioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any in-app navigation (deep links, reloads offline) gets the precached shell; the client
// router draws the screen. The API answers for itself and is never replaced by the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api(\/|$)/],
  }),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Experience pictures and icons never change under one URL: serve from cache, bounded in size.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    sameOrigin(url) &&
    (url.pathname.startsWith("/images/") || url.pathname.startsWith("/icons/")),
  new CacheFirst({
    cacheName: "culturewell-images",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 60 * 60 * 24 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Other same-origin static files outside the precache (favicon, screenshots, fonts): show the
// cached copy at once and refresh it in the background.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    sameOrigin(url) &&
    !url.pathname.startsWith("/api/") &&
    ["image", "font", "style", "script", "manifest"].includes(request.destination),
  new StaleWhileRevalidate({
    cacheName: "culturewell-static",
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// Background Sync: the data and the sync engine live in the page (IndexedDB + auth token), so
// the worker asks every open window to sync now. With no window open there is nothing to do;
// the app syncs at its next start.
self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(requestSyncFromClients());
});

async function requestSyncFromClients(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: "sync-requested" });
}

// "New version available — Reload" (registerType 'prompt'): the page asks the waiting worker to
// take over only when the user agrees.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

clientsClaim();
