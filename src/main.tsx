import { createRoot } from "react-dom/client";
import { RootLayout } from "#app/root-layout.tsx";
import { reguardOnSessionChange, router } from "#app/router.tsx";
import { activateLocale, detectInitialLocale } from "#i18n/index.ts";
import { restoreSessionSnapshot } from "#session/session-snapshot.ts";
import { afterFirstContent } from "#ui/first-content.ts";
import "./styles.css";

/**
 * Bootstrap (decision 0017: the first paint waits for neither IndexedDB nor a catalog round trip it
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
  // frame has the page in it, not an empty frame.
  await router.load();
  createRoot(document.getElementById("root")!).render(<RootLayout router={router} />);
  // The session check with the server and the sync engine (its pull), and the service worker
  // (and its precache download): none of it is on the first screen, which reads IndexedDB
  // itself, so it all waits until that screen shows its content, pictures included. Started
  // sooner, its requests and its work came before the page's largest paint (decision 0017).
  afterFirstContent(() => {
    void import("#app/after-first-paint.ts")
      .then(({ startData, registerServiceWorker }) => {
        registerServiceWorker();
        return startData({ reconcileSession: sessionKnown });
      })
      .catch((error: unknown) => console.error("Background start failed", error));
  });
}

async function restoreStoredSession(): Promise<void> {
  try {
    await (await import("#session/session.ts")).restoreSession();
  } catch (error) {
    console.error("Session restore failed", error);
  }
}

void start();
