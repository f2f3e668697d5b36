import { createRoot } from "react-dom/client";
import { RootLayout } from "#app/root-layout.tsx";
import { reguardOnSessionChange, router } from "#app/router.tsx";
import { restoreSessionSnapshot } from "#features/auth/first-paint.ts";
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
  createRoot(document.getElementById("root")!).render(<RootLayout />);
  // Dexie, the session check and the sync engine: their own chunk, loaded once painted.
  afterFirstContentfulPaint(() => {
    void import("#app/after-first-paint.ts")
      .then(({ afterFirstPaint }) => afterFirstPaint({ reconcileSession: sessionKnown }))
      .catch((error: unknown) => console.error("Background start failed", error));
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
