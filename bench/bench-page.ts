/**
 * What the browser benches share: reading the page's IndexedDB and list count with the raw APIs
 * (no app internals), and fresh contexts for a visitor or the signed-in demo participant.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchFreshProfile } from "./browser.ts";

const DEMO_USER = "demo-individual";
const DEMO_PASSWORD = "culture-demo-1";
/** Where the app keeps its session token (src/session/local-session.ts). */
const TOKEN_STORAGE_KEY = "auth_token";
/** …and the signed-in user's snapshot (src/session/local-session.ts). */
const USER_SNAPSHOT_KEY = "culturewell.session-user";

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
          // Rows a first sync stored packed count too (src/db/experience-pages.ts): one
          // transaction over both stores, so a page moved meanwhile is counted once.
          const packed = idb.objectStoreNames.contains("experiencePages");
          const tx = idb.transaction(packed ? ["experiences", "experiencePages"] : ["experiences"]);
          const rows = tx.objectStore("experiences").count();
          let inPages = 0;
          if (packed) {
            const pages = tx.objectStore("experiencePages").getAll();
            pages.onsuccess = () => {
              for (const page of pages.result as { rows: unknown[] }[]) inPages += page.rows.length;
            };
          }
          tx.oncomplete = () => {
            idb.close();
            resolve(rows.result + inPages);
          };
          tx.onerror = () => resolve(0);
        };
        open.onerror = () => resolve(0);
      }),
  );
}

/**
 * Until no row is left packed (src/db/experience-pages.ts): a device after its first sync has
 * moved them into the table. Reloads and keystrokes are measured on that device, not during the
 * move (about a second at 10k rows).
 */
export async function waitUntilUnpacked(page: Page, timeoutMs = 240_000): Promise<void> {
  // A poll of its own: `page.waitForFunction` takes the Promise an async check returns as a
  // truthy answer and never awaits it, so it returned at once, before the move had even begun.
  const t0 = performance.now();
  while (!(await packedPagesLeft(page).then((left) => left === 0))) {
    if (performance.now() - t0 > timeoutMs) throw new Error("bench: packed rows never moved");
    await page.waitForTimeout(100);
  }
}

/** Packed pages left in the page's IndexedDB (-1: its database is not there yet, or busy). */
export function packedPagesLeft(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        setTimeout(() => resolve(-1), 2000);
        const open = indexedDB.open("culturewell");
        open.onblocked = () => resolve(-1);
        open.onerror = () => resolve(-1);
        // The app has not created it yet: do not create an empty one in its place.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains("experiencePages")) {
            idb.close();
            resolve(-1);
            return;
          }
          const count = idb.transaction("experiencePages").objectStore("experiencePages").count();
          count.onsuccess = () => {
            idb.close();
            resolve(count.result);
          };
          count.onerror = () => resolve(-1);
        };
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

/** The demo participant's session, from the API (as the login form gets it). */
async function demoSession(url: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_USER, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sync bench: login answered ${response.status}`);
  return (await response.json()) as { token: string; user: unknown };
}

export type SyncMode = "visitor" | "signed-in";

/**
 * Where a fresh context keeps its site data. "persistent": an empty profile directory of its
 * own, as on a new device with the PWA installed (what users have). "incognito": a context of
 * the shared browser, whose IndexedDB lives in memory and slows down as a table grows; kept
 * only so figures measured that way before stay comparable.
 */
export type ProfileKind = "persistent" | "incognito";

const VIEWPORT = { width: 1280, height: 900 };

/**
 * A fresh browser context (empty IndexedDB). Signed in: the demo participant's session (token
 * and user snapshot, as the app keeps them after a sign-in) is in localStorage before the app
 * starts, as on a device whose site data other than localStorage was cleared: the app restores
 * the session at once and its very first pull is the user's. A persistent profile's directory
 * is removed when the context closes.
 */
export async function newBenchContext(
  browser: Browser,
  url: string,
  mode: SyncMode,
  profile: ProfileKind = "persistent",
  serviceWorkers: "allow" | "block" = "allow",
): Promise<BrowserContext> {
  const context =
    profile === "persistent"
      ? await launchFreshProfile({ viewport: VIEWPORT, serviceWorkers })
      : await browser.newContext({ viewport: VIEWPORT, serviceWorkers });
  if (mode === "visitor") return context;
  try {
    const { token, user } = await demoSession(url);
    await context.addInitScript(
      ([tokenKey, token, userKey, user]) => {
        if (localStorage.getItem(tokenKey)) return;
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, user);
      },
      [TOKEN_STORAGE_KEY, token, USER_SNAPSHOT_KEY, JSON.stringify(user)] as const,
    );
    return context;
  } catch (error) {
    // A persistent profile is a Chromium process of its own: never leave it running.
    await context.close();
    throw error;
  }
}
