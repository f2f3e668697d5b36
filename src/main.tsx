import { createRoot } from "react-dom/client";
import { RootLayout } from "#app/root-layout.tsx";
import { reguardOnSessionChange, router } from "#app/router.tsx";
import { restoreSessionSnapshot, useSessionStore } from "#features/auth/first-paint.ts";
import { activateLocale, detectInitialLocale } from "#i18n/index.ts";
import { afterFirstContentfulPaint } from "#ui/after-first-contentful-paint.ts";
import "./styles.css";

/**
 * Bootstrap (issue 15: the first paint waits for neither IndexedDB nor a catalog round trip it
 * can avoid). The router guards read the session synchronously: it comes from localStorage
 * (token + user snapshot); IndexedDB is opened after the first render and reconciles. Only a
 * token stored before snapshots existed still waits for IndexedDB, once.
 */
async function start(): Promise<void> {
  const locale = activateLocale(detectInitialLocale()).catch(() => activateLocale("en"));
  const sessionKnown = restoreSessionSnapshot();
  await Promise.all([locale, sessionKnown || restoreStoredSession()]);
  reguardOnSessionChange();
  // The matched route's lazy chunk (and the shell) arrive before the first render, so the first
  // frame has the page in it and "after the first paint" below means after the content's.
  await router.load();
  createRoot(document.getElementById("root")!).render(<RootLayout router={router} />);
  // Dexie, the session check and the sync engine: their own chunk. A visitor's first screen
  // needs none of it, so it waits for the first paint; a signed-in screen shows the person's
  // data, so it starts right after the first render. The service worker (and its precache
  // download) always waits for the paint.
  const background = () => import("#app/after-first-paint.ts");
  const signedIn = () => useSessionStore.getState().status === "signed-in";
  const startData = () =>
    void background()
      .then(({ startData }) => startData({ reconcileSession: sessionKnown }))
      .catch((error: unknown) => console.error("Background start failed", error));
  const dataNow = signedIn();
  if (dataNow) startData();
  afterFirstContentfulPaint(() => {
    if (!dataNow) startData();
    void background()
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error("Service worker registration failed", error));
  });
}

async function restoreStoredSession(): Promise<void> {
  try {
    await (await import("#features/auth/index.ts")).restoreSession();
  } catch (error) {
    console.error("Session restore failed", error);
  }
}

void start();
