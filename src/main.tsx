import { createRoot } from "react-dom/client";
import { RootLayout } from "#app/root-layout.tsx";
import { reguardOnSignOut } from "#app/router.tsx";
import { restoreSession } from "#features/auth/index.ts";
import { activateLocale, detectInitialLocale } from "#i18n/index.ts";
import "./styles.css";

/**
 * Bootstrap. The router guards read the session synchronously, so the local session (token and
 * cached user, a few milliseconds) and the first catalog are ready before anything renders; until
 * then the page is the theme's empty background.
 */
async function start(): Promise<void> {
  const locale = detectInitialLocale();
  await Promise.all([
    activateLocale(locale).catch(() => activateLocale("en")),
    restoreSession().catch((error: unknown) => console.error("Session restore failed", error)),
  ]);
  reguardOnSignOut();
  createRoot(document.getElementById("root")!).render(<RootLayout />);
  // The sync engine is not needed for the first paint: its own chunk, loaded right after.
  void import("#app/sync-setup.ts")
    .then(({ startSync }) => startSync())
    .catch((error: unknown) => console.error("Sync engine failed to start", error));
}

void start();
