/**
 * The raw IndexedDB floor of a first sync (decision 0018): the rows a pull stores, `put` straight
 * into an object store shaped like the app's `experiences` table, one pull page (1,000 rows) per
 * transaction, one transaction after the other, in a fresh persistent profile like the sync
 * benches'. No Dexie, no network, no validation: what the browser's storage alone costs, the anchor
 * a visitor's first sync of the same rows is held to.
 */
import type { DifficultyLevel } from "../src/domain/constants.ts";
import type { Experience } from "../src/domain/entities/experience.ts";
import { withListFields } from "../src/domain/experience-list-fields.ts";
import { SYNC_LIMITS } from "../src/domain/sync-protocol.ts";
import { launchFreshProfile } from "./browser.ts";
import { type BulkRow, makeRows } from "./bulk-experiences.ts";

/** A row as the client stores it: the wire row (server/services/mappers) plus its list fields. */
function storedRow(row: BulkRow) {
  const experience: Experience = {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    location: row.location,
    venue: row.venue,
    venueId: null,
    date: row.date,
    imageUrl: row.image_url,
    wellbeingBenefit: row.wellbeing_benefit,
    isActive: true,
    accessibilityFeatures: JSON.parse(row.accessibility_features) as string[],
    duration: row.duration,
    maxParticipants: row.max_participants,
    difficultyLevel: row.difficulty_level as DifficultyLevel,
    createdBy: null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    placesTaken: 0,
    waitlistCount: 0,
    ratingAverage: null,
    ratingCount: 0,
  };
  return withListFields(experience);
}

/**
 * In the page: the database (the app's indexes: src/db/db.ts, version 10), then the rows in
 * transactions of `pageSize` puts, each committed before the next starts, as a pull writes its
 * pages. Milliseconds from the first transaction's start to the last one's completion.
 */
async function putInPages({ json, pageSize }: { json: string; pageSize: number }) {
  const rows = JSON.parse(json) as unknown[];
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open("idb-floor", 1);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore("experiences", { keyPath: "id" });
      store.createIndex("createdBy", "createdBy");
      store.createIndex("[listDate+id]", ["listDate", "id"]);
      store.createIndex("unlisted", "unlisted");
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const t0 = performance.now();
  for (let start = 0; start < rows.length; start += pageSize) {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("experiences", "readwrite");
      const store = tx.objectStore("experiences");
      for (const row of rows.slice(start, start + pageSize)) store.put(row);
      tx.oncomplete = () => resolve();
      tx.onabort = () => reject(tx.error);
    });
  }
  const ms = performance.now() - t0;
  db.close();
  return ms;
}

/** Raw puts of `count` rows, in milliseconds, on the bench server's origin `url`. */
export async function benchIdbFloor(url: string, count: number): Promise<number> {
  const context = await launchFreshProfile();
  try {
    const page = await context.newPage();
    // An empty page on the app's origin, answered here: the app never starts, nothing else writes.
    const blank = `${url}/__idb-floor`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>IDB floor</title>" }),
    );
    await page.goto(blank);
    // One JSON string: far quicker to hand over than 50,000 objects, and parsed before the clock.
    const json = JSON.stringify(makeRows(count).map(storedRow));
    return await page.evaluate(putInPages, { json, pageSize: SYNC_LIMITS.maxPullLimit });
  } finally {
    await context.close();
  }
}
