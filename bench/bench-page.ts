/**
 * What the browser benches share: reading the page's IndexedDB and list count with the raw APIs
 * (no app internals), and fresh contexts for a visitor or the signed-in demo participant.
 */
import type { Browser, Page } from "playwright-core";

const DEMO_USER = "demo-individual";
const DEMO_PASSWORD = "culture-demo-1";
/** Where the app keeps its session token (src/features/auth/data/session-persistence.ts). */
const TOKEN_STORAGE_KEY = "auth_token";

/** Experiences in the page's IndexedDB (read with the raw API: no app internals needed). */
export function countInPage(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Never hang the bench on a blocked open (an upgrade under way): count again later.
        setTimeout(() => resolve(0), 2000);
        const open = indexedDB.open("culturewell");
        open.onblocked = () => resolve(0);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains("experiences")) {
            idb.close();
            resolve(0);
            return;
          }
          const req = idb.transaction("experiences").objectStore("experiences").count();
          req.onsuccess = () => {
            idb.close();
            resolve(req.result);
          };
          req.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/**
 * When the page's last complete sync ended (the engine's `sync.lastSyncedAt` meta row), or null.
 * One keyed read: cheap enough to poll every few milliseconds, unlike counting 50,000 rows,
 * which costs more the more rows there are and would slow the very pull it waits for.
 */
export function lastSyncedAt(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        setTimeout(() => resolve(null), 2000);
        const open = indexedDB.open("culturewell");
        open.onblocked = () => resolve(null);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains("meta")) {
            idb.close();
            resolve(null);
            return;
          }
          const req = idb.transaction("meta").objectStore("meta").get("sync.lastSyncedAt");
          req.onsuccess = () => {
            idb.close();
            const value = (req.result as { value?: unknown } | undefined)?.value;
            resolve(typeof value === "string" ? value : null);
          };
          req.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
  );
}

/** The number in "N experiences found" on /experiences, or -1 while loading. */
export function shownCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.querySelector('[data-testid="experience-count"]')?.textContent ?? "";
    const match = /^([\d.,\s\u00a0]+)/.exec(text);
    return match?.[1] ? Number(match[1].replace(/\D/g, "")) : -1;
  });
}

/** A token for the demo participant, from the API (as the login form would get it). */
async function demoToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_USER, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sync bench: login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export type SyncMode = "visitor" | "signed-in";

/**
 * A fresh browser context (empty IndexedDB). Signed in: the demo participant's token is in
 * localStorage before the app starts, as after a sign-in on an earlier visit whose data was
 * cleared, so the app restores the session and its very first pull is the user's.
 */
export async function newBenchContext(browser: Browser, url: string, mode: SyncMode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (mode === "signed-in") {
    await context.addInitScript(
      ([key, token]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      },
      [TOKEN_STORAGE_KEY, await demoToken(url)] as const,
    );
  }
  return context;
}
