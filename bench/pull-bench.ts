import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { Page } from "playwright-core";
import { migrate } from "../server/db/client.ts";
import { insertRows, makeRows } from "./bulk-experiences.ts";

/** Experiences in the page's IndexedDB (read with the raw API: no app internals needed). */
function countInPage(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("culturewell");
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
 * A visitor opens the app; the sync engine pulls the public feed (paged by cursor) into
 * Chromium's IndexedDB. Measured from navigation until every experience is stored.
 */
export async function benchPull(page: Page, url: string, expected: number) {
  const t0 = performance.now();
  await page.goto(`${url}/`);
  for (;;) {
    const count = await countInPage(page);
    if (count >= expected) break;
    if (performance.now() - t0 > 120_000) throw new Error(`pull bench: only ${count}/${expected}`);
    await page.waitForTimeout(25);
  }
  return { expected, pullMs: performance.now() - t0 };
}

/** The same rows inserted with raw better-sqlite3 prepared statements in one transaction. */
export function benchRawInsert(count: number) {
  const sqlite = new Database(":memory:");
  migrate(drizzle(sqlite));
  const rows = makeRows(count);
  const t0 = performance.now();
  insertRows(sqlite, rows, false);
  const insertMs = performance.now() - t0;
  sqlite.close();
  return { count, insertMs };
}
