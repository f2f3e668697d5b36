import { liveQuery } from "dexie";
import { type CultureWellDB, META_KEYS } from "#db/db.ts";
import { backoffDelay } from "./backoff.ts";
import type { Timers } from "./engine.ts";
import { readEventStream, type StreamEnd } from "./event-stream.ts";
import type { FetchLike } from "./http.ts";
import { createPokeCheck } from "./poke-check.ts";
import type { SyncStatusStore } from "./status-store.ts";
import { parseSyncSession } from "./sync-session.ts";
import { defaultTargets, type TriggerTargets } from "./triggers.ts";

/**
 * Live pokes (docs/decisions/0022-live-pokes.md): while the app runs, is online and its tab is
 * visible, one connection to `GET /api/events` tells it which stream moved; a poke beyond the
 * device's stored cursor asks the engine for a sync. Page only: the service worker keeps its
 * Background Sync. A lost poke costs latency only, as the engine's own triggers still pull.
 */

export const LIVE = {
  /** Reconnect backoff: 1 s doubling to this, with jitter. */
  maxBackoffMs: 30_000,
  /** The fallback's pull interval while the connection cannot be held. */
  pollMs: 30_000,
  /** Failed or short-lived connections in a row before the fallback starts. */
  failuresBeforePolling: 3,
  /** A connection open this long is held: the failures are forgotten. */
  heldMs: 5_000,
  /** The server comments every 25 s; this long without a byte, the connection is dead. */
  silentMs: 60_000,
} as const;

export interface LivePokesDeps {
  db: CultureWellDB;
  /** The engine's sync. It joins a running sync, so pokes never start two at once. */
  sync: () => Promise<unknown>;
  fetch?: FetchLike;
  baseUrl?: string;
  timers?: Timers;
  random?: () => number;
  /** The page's window (`online`/`offline`) and document (`visibilitychange`). */
  targets?: TriggerTargets;
  /** Writes `live` for the sync status. */
  store?: SyncStatusStore;
}

export interface LivePokes {
  start(): void;
  stop(): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createLivePokes(deps: LivePokesDeps): LivePokes {
  const { db, sync } = deps;
  const send = deps.fetch ?? ((input, init) => fetch(input, init));
  const timers = deps.timers ?? defaultTimers;
  const random = deps.random ?? Math.random;
  const url = `${deps.baseUrl ?? ""}/api/events`;
  const receive = createPokeCheck(db, sync);

  let running = false;
  let online = true;
  let visible = true;
  /** The stored session's token; undefined until first read (then null for a visitor). */
  let token: string | null | undefined;
  /** The server refused `token`: wait for another one (the engine ends the session). */
  let refused = false;
  let connection: AbortController | null = null;
  let failures = 0;
  let retryTimer: unknown = null;
  let pollTimer: unknown = null;
  let heldTimer: unknown = null;
  let silenceTimer: unknown = null;
  let cleanups: (() => void)[] = [];

  const wanted = () => running && online && visible && token !== undefined && !refused;

  function clear(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  }

  function report(live: "connected" | "polling" | "off") {
    if (deps.store && deps.store.getState().live !== live) deps.store.setState({ live });
  }

  /** Opens, keeps or closes the connection and the fallback to match the conditions. */
  function update() {
    if (!wanted()) {
      close();
      retryTimer = clear(retryTimer);
      pollTimer = clear(pollTimer);
      report("off");
      return;
    }
    if (failures >= LIVE.failuresBeforePolling) startPolling();
    if (!connection && retryTimer === null) connect();
  }

  function connect() {
    const controller = new AbortController();
    connection = controller;
    readEventStream({
      fetch: send,
      url,
      token: token ?? null,
      signal: controller.signal,
      onOpen: () => {
        if (connection !== controller) return;
        report("connected");
        heldTimer = timers.setTimeout(held, LIVE.heldMs);
        keepAlive(controller);
      },
      onActivity: () => {
        if (connection === controller) keepAlive(controller);
      },
      onPokes: (pokes) => {
        if (connection === controller) receive(pokes);
      },
    }).then(
      (end) => ended(controller, end),
      () => ended(controller, null),
    );
  }

  /** A connection silent past the server's keep-alive is dead (a proxy dropped it): drop it. */
  function keepAlive(controller: AbortController) {
    clear(silenceTimer);
    silenceTimer = timers.setTimeout(() => controller.abort(), LIVE.silentMs);
  }

  function held() {
    heldTimer = null;
    failures = 0;
    pollTimer = clear(pollTimer);
  }

  /** `end` null: a network error, or the silence watchdog's abort. */
  function ended(controller: AbortController, end: StreamEnd | null) {
    if (connection !== controller) return; // closed on purpose (hidden, offline, new token)
    connection = null;
    heldTimer = clear(heldTimer);
    silenceTimer = clear(silenceTimer);
    if (end?.kind === "refused" && end.status === 401) {
      // The engine meets the same 401 on its pull and ends the session; the token it then
      // stores (none, or a new sign-in's) reconnects (followSession).
      refused = true;
      update();
      void sync();
      return;
    }
    failures += 1;
    const retryAfter = end?.kind === "refused" ? end.retryAfterSeconds : null;
    const delay = backoffDelay(failures, random, retryAfter, LIVE.maxBackoffMs);
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      update();
    }, delay);
    update();
    report(pollTimer === null ? "off" : "polling");
  }

  function close() {
    const open = connection;
    connection = null;
    heldTimer = clear(heldTimer);
    silenceTimer = clear(silenceTimer);
    open?.abort();
  }

  function startPolling() {
    if (pollTimer !== null) return;
    pollTimer = timers.setTimeout(function poll() {
      pollTimer = null;
      if (!wanted()) return;
      void sync();
      pollTimer = timers.setTimeout(poll, LIVE.pollMs);
    }, LIVE.pollMs);
    if (!connection) report("polling");
  }

  /** Starts over at once, from the first backoff step: a new session, or the network back. */
  function restart() {
    close();
    failures = 0;
    refused = false;
    retryTimer = clear(retryTimer);
    pollTimer = clear(pollTimer);
    update();
  }

  /** The stored session: a sign-in, a sign-out or an ended session reconnects as whoever it is. */
  function followSession(): () => void {
    const subscription = liveQuery(() => db.meta.get(META_KEYS.sessionToken)).subscribe({
      next: (row) => {
        const next = parseSyncSession(row?.value)?.token ?? null;
        if (next === token) return;
        token = next;
        restart();
      },
      error: (error: unknown) => console.error("Reading the session for live pokes failed", error),
    });
    return () => subscription.unsubscribe();
  }

  function listen(): () => void {
    const { window: win, document: doc } = deps.targets ?? defaultTargets();
    const onOnline = () => {
      online = true;
      restart();
    };
    const onOffline = () => {
      online = false;
      update();
    };
    const onVisibility = () => {
      visible = doc?.visibilityState !== "hidden";
      update();
    };
    online = globalThis.navigator?.onLine !== false;
    visible = doc ? doc.visibilityState !== "hidden" : true;
    win?.addEventListener("online", onOnline);
    win?.addEventListener("offline", onOffline);
    doc?.addEventListener("visibilitychange", onVisibility);
    return () => {
      win?.removeEventListener("online", onOnline);
      win?.removeEventListener("offline", onOffline);
      doc?.removeEventListener("visibilitychange", onVisibility);
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      cleanups = [listen(), followSession()];
      update();
    },
    stop() {
      running = false;
      for (const cleanup of cleanups) cleanup();
      cleanups = [];
      update();
    },
  };
}
