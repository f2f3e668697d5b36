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
import { CultureWellDB } from "#db/db.ts";
import { createSyncEngine, type SyncEngine } from "#sync/engine.ts";

declare const self: ServiceWorkerGlobalScope;

/** Background Sync tag the sync engine registers; the open app does the actual work. */
const SYNC_TAG = "culturewell-sync";

// The shell: every built js/css/html file, the manifest icons and the fallback picture, versioned
// by the build.
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

// Pictures partners link from their own sites (https only, as the CSP allows): shown from the
// cache at once and refreshed in the background, so a listing keeps its picture offline after
// one visit. They arrive opaque (no CORS), which StaleWhileRevalidate caches; browsers count each
// opaque entry at a padded size, hence the small bound and purging on quota errors.
// The door's QR decoder (ZXing wasm, content-hashed name): downloaded when a door page opens
// online, then served from here with no signal. Not precached: only door staff need it.
// docs/decisions/0010-door-qr-decoder.md
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".wasm"),
  new CacheFirst({
    cacheName: "culturewell-door-decoder",
    plugins: [new ExpirationPlugin({ maxEntries: 2 })],
  }),
);

// docs/decisions/0007-external-images.md
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    !sameOrigin(url) &&
    url.protocol === "https:" &&
    request.destination === "image",
  new StaleWhileRevalidate({
    cacheName: "culturewell-external-images",
    plugins: [
      new ExpirationPlugin({
        maxEntries: 100,
        maxAgeSeconds: 60 * 60 * 24 * 30,
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

// Background Sync (Chromium): the browser wakes the worker when the connection is back, even with
// every tab closed, and the worker runs the same sync engine as the page on the same IndexedDB.
// The token comes from IndexedDB meta (the worker cannot read localStorage); the Web Lock keeps
// it from syncing at the same time as an open tab. A failed attempt rejects, so the browser
// retries later with its own backoff — except on the last chance, when the page takes over at
// its next start. On a 401 the open windows are asked to sync: the session lives in the page, and
// the page's engine then ends it the usual way (sign in again, the queue is kept).
let engine: SyncEngine | null = null;

self.addEventListener("sync", (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(runBackgroundSync(event.lastChance));
});

async function runBackgroundSync(lastChance: boolean): Promise<void> {
  engine ??= createSyncEngine({
    db: new CultureWellDB(),
    fetch: (input, init) => self.fetch(input, init),
    // The worker's own timers die with it; Background Sync is its retry.
    timers: { setTimeout: () => null, clearTimeout: () => undefined },
  });
  const result = await engine.sync();
  if (result === "unauthorized") await askWindowsToSync();
  if ((result === "offline" || result === "failed") && !lastChance) {
    throw new Error(`Background sync did not finish: ${result}`);
  }
}

async function askWindowsToSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: "sync-requested" });
}

// "New version available — Reload" (registerType 'prompt'): the page asks the waiting worker to
// take over only when the user agrees.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Reminder notifications (the open app shows them through this registration; with WEB_PUSH=on the
// server pushes them too, docs/calendar-feed.md "Web Push"). A click focuses an open window of the
// app (on the payload's page), or opens one there. Only a same-origin URL is followed: anything
// else ("//elsewhere", "https://…" of another site) falls back to the calendar.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openUrl(sameOriginUrl(target) ?? new URL("/calendar", self.location.origin)));
});

function sameOriginUrl(target: unknown): URL | null {
  if (typeof target !== "string") return null;
  try {
    const url = new URL(target, self.location.origin);
    return sameOrigin(url) ? url : null;
  } catch {
    return null;
  }
}

async function openUrl(url: URL): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => w.url === url.href) ?? windows[0];
  if (open) {
    await open.focus();
    if (open.url !== url.href && "navigate" in open) {
      await open.navigate(url.href).catch(() => undefined);
    }
    return;
  }
  await self.clients.openWindow(url.href);
}

// A Web Push (WEB_PUSH=on): the payload is built on the server (reminderPushPayload) and carries
// its own words, so the worker only shows it.
self.addEventListener("push", (event) => {
  const payload = readPushPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: payload.url },
    }),
  );
});

function readPushPayload(
  data: PushMessageData | null,
): { title: string; body: string; tag: string; url: string } | null {
  try {
    const value = data?.json() as Record<string, unknown> | undefined;
    if (typeof value?.title !== "string" || typeof value.body !== "string") return null;
    return {
      title: value.title,
      body: value.body,
      tag: typeof value.tag === "string" ? value.tag : "reminder",
      url: typeof value.url === "string" ? value.url : "/calendar",
    };
  } catch {
    return null;
  }
}

clientsClaim();
