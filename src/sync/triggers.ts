/**
 * Browser events that start a sync (decision 0004, "Triggers"): the connection returns
 * (`online`), the tab becomes visible again. Typed structurally so this module also compiles
 * for the service worker, which has neither `window` nor `document`.
 */

interface EventSourceLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface TriggerTargets {
  /** Receives `online` / `offline` (the page's `window`). */
  window?: EventSourceLike | null;
  /** Receives `visibilitychange` (the page's `document`). */
  document?: (EventSourceLike & { visibilityState: string }) | null;
}

export interface TriggerHandlers {
  online: () => void;
  offline: () => void;
  visible: () => void;
}

/** Without explicit targets: the global window and document when they exist. */
export function defaultTargets(): TriggerTargets {
  const g = globalThis as { window?: EventSourceLike; document?: TriggerTargets["document"] };
  return { window: g.window ?? null, document: g.document ?? null };
}

export function installTriggers(
  targets: TriggerTargets | undefined,
  handlers: TriggerHandlers,
): () => void {
  const { window: win, document: doc } = targets ?? defaultTargets();
  const onVisibility = () => {
    if (doc?.visibilityState === "visible") handlers.visible();
  };
  win?.addEventListener("online", handlers.online);
  win?.addEventListener("offline", handlers.offline);
  doc?.addEventListener("visibilitychange", onVisibility);
  return () => {
    win?.removeEventListener("online", handlers.online);
    win?.removeEventListener("offline", handlers.offline);
    doc?.removeEventListener("visibilitychange", onVisibility);
  };
}
