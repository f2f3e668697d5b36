import { uuidv7 } from "#domain/ids.ts";
import type { CultureWellDB } from "./db.ts";
import type { ExperiencePageRow, ExperienceRow, PackedListHeadRow } from "./types.ts";

/**
 * Packed experiences (decision 0018): a device's first sync stores the catalogue as
 * one record per write of pull pages (a page, or the few that came while the last was written:
 * pull.ts) instead of one record per experience. IndexedDB's cost is per record (about 85 µs
 * each on a persistent profile), so 10,000 rows stored this way take tens of
 * milliseconds instead of most of a second. Once the sync has ended, `expandPages` moves the
 * rows into `experiences`, a page per transaction, and the device is as before: every list reads
 * through the table's indexes.
 *
 * While pages remain, the experiences a screen sees are the table's rows plus the pages' (the
 * reads in experience-reads.ts merge them). That is exact because of three rules:
 *
 * 1. Pages are appended only while `experiences` is empty (`canAppendPages`), so no page holds
 *    an older version of a row in the table.
 * 2. Nothing else writes `experiences` while pages remain: a pull that cannot append first
 *    expands every page (inside its own transaction), and so do the local effects of
 *    `experience.create` and `experience.update` (src/sync/mutations/experiences.ts).
 * 3. A page is expanded oldest first, and a row is moved only if no later page touches its id
 *    (the later page moves it, or deletes it). So the table and the remaining pages never hold
 *    the same id, and the union is the state the pages describe.
 *
 * A page is never edited: its key is never reused (a random suffix), so a page read once is
 * kept in memory (`pageCache`) and the overlay of the remaining pages is derived, not re-read.
 */

/** Every table a read of experiences touches: a transaction over one must include them all. */
export const EXPERIENCE_TABLES = ["experiences", "experiencePages", "packedListHead"] as const;

/** How many of the list's first rows a packed list head keeps (the list shows 48 at first). */
export const PACKED_HEAD_ROWS = 64;

/** The winning version of each id the remaining pages touch (null: a page deleted it). */
interface Winner {
  row: ExperienceRow | null;
  page: string;
}

/** What the remaining pages add to the table. Immutable: each set of pages has its own. */
export class PageOverlay {
  private listedRows: ExperienceRow[] | null = null;
  private allRows: ExperienceRow[] | null = null;
  /** The sorted arrays of the overlay this one was derived from, if it had made them. */
  private readonly parentListed: ExperienceRow[] | null;
  private readonly parentAll: ExperienceRow[] | null;

  readonly keys: readonly string[];
  readonly winners: ReadonlyMap<string, Winner>;

  /** `parent`: the overlay this one was derived from by dropping its oldest pages. */
  constructor(
    keys: readonly string[],
    winners: ReadonlyMap<string, Winner>,
    parent: PageOverlay | null = null,
  ) {
    this.keys = keys;
    this.winners = winners;
    this.parentListed = parent?.listedRows ?? null;
    this.parentAll = parent?.allRows ?? null;
  }

  get isEmpty(): boolean {
    return this.keys.length === 0;
  }

  get(id: string): ExperienceRow | undefined {
    return this.winners.get(id)?.row ?? undefined;
  }

  /** Listed (active) rows, in the list's order: `[listDate+id]`, as the table's index. */
  listed(): ExperienceRow[] {
    this.listedRows ??= this.fromParent(this.parentListed) ?? sortByList(this.rows());
    return this.listedRows;
  }

  /** Every row, by id (a table's `toArray` order). */
  rows(): ExperienceRow[] {
    this.allRows ??=
      this.fromParent(this.parentAll) ??
      [...this.winners.values()].flatMap((w) => (w.row ? [w.row] : [])).sort(compareById);
    return this.allRows;
  }

  /** A parent's sorted array, less the rows of the pages gone since (a filter, not a sort). */
  private fromParent(sorted: ExperienceRow[] | null): ExperienceRow[] | null {
    return sorted?.filter((row) => this.winners.get(row.id)?.row === row) ?? null;
  }
}

const EMPTY = new PageOverlay([], new Map());

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A table's primary-key order (`toArray`). */
export function compareById(a: ExperienceRow, b: ExperienceRow): number {
  return compareText(a.id, b.id);
}

/** IndexedDB's order of `[listDate+id]` (strings compare by code unit there and in JS). */
export function compareListOrder(a: ExperienceRow, b: ExperienceRow): number {
  return compareText(a.listDate ?? "", b.listDate ?? "") || compareText(a.id, b.id);
}

function sortByList(rows: ExperienceRow[]): ExperienceRow[] {
  return rows.filter((row) => row.listDate !== undefined).sort(compareListOrder);
}

interface DeviceCache {
  pages: Map<string, ExperiencePageRow>;
  overlay: PageOverlay;
}

const caches = new WeakMap<CultureWellDB, DeviceCache>();

function cacheOf(db: CultureWellDB): DeviceCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { pages: new Map(), overlay: EMPTY };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The overlay of the pages stored now. Call it inside a transaction over EXPERIENCE_TABLES,
 * together with the table reads it is merged with, so both see one state. With no page (every
 * device after its first sync), it costs one read of an empty store's keys.
 */
export function readOverlay(db: CultureWellDB): Promise<PageOverlay> {
  // Each helper here is its own (sub-)transaction, which returns Dexie's promise: a caller's
  // transaction then stays open across the awaits of these functions (plain async functions
  // nested a few deep lose Dexie's transaction context).
  return db.transaction("r", EXPERIENCE_TABLES, () => overlayNow(db));
}

/**
 * The keys of the pages stored now, oldest first. Dexie's own promise, not an async function's:
 * awaited inside a caller's transaction, it keeps that transaction open (see readOverlay).
 */
function storedPageKeys(db: CultureWellDB): Promise<string[]> {
  return db.experiencePages.toCollection().primaryKeys() as Promise<string[]>;
}

async function overlayNow(db: CultureWellDB): Promise<PageOverlay> {
  const keys = await storedPageKeys(db);
  const cache = cacheOf(db);
  if (keys.length === 0) {
    cache.pages.clear();
    cache.overlay = EMPTY;
    return EMPTY;
  }
  const previous = cache.overlay;
  if (sameKeys(previous.keys, keys)) return previous;
  const missing = keys.filter((key) => !cache.pages.has(key));
  if (missing.length > 0) {
    const read = await db.experiencePages.bulkGet(missing);
    for (const page of read) if (page) cache.pages.set(page.key, page);
  }
  for (const key of cache.pages.keys()) if (!keys.includes(key)) cache.pages.delete(key);
  cache.overlay = buildOverlay(keys, cache.pages, previous);
  return cache.overlay;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** `keys` is `previous.keys` less some of its oldest pages (an expansion moved them). */
function isSuffix(previous: readonly string[], keys: readonly string[]): boolean {
  const offset = previous.length - keys.length;
  return offset > 0 && keys.every((key, i) => key === previous[offset + i]);
}

function buildOverlay(
  keys: readonly string[],
  pages: ReadonlyMap<string, ExperiencePageRow>,
  previous: PageOverlay,
): PageOverlay {
  if (isSuffix(previous.keys, keys)) {
    // Rule 3: a winner's page is the latest page touching its id, so it is still here unless
    // the winner itself was moved into the table.
    const kept = new Set(keys);
    const winners = new Map<string, Winner>();
    for (const [id, winner] of previous.winners) if (kept.has(winner.page)) winners.set(id, winner);
    return new PageOverlay(keys, winners, previous);
  }
  const extends_ = previous.keys.length > 0 && previous.keys.every((key, i) => key === keys[i]);
  const winners = new Map<string, Winner>(extends_ ? previous.winners : []);
  for (const key of keys.slice(extends_ ? previous.keys.length : 0)) {
    const page = pages.get(key);
    if (!page) continue;
    for (const row of page.rows) winners.set(row.id, { row, page: key });
    for (const id of page.deletes) winners.set(id, { row: null, page: key });
  }
  return new PageOverlay(keys, winners);
}

/**
 * The list head saved for the pages stored now (`savePackedHead`), or undefined. Inside a
 * transaction over EXPERIENCE_TABLES. It is exact while the page keys it names are the page keys
 * stored: pages are never edited nor their keys reused, and nothing writes the table while pages
 * remain except a move, which deletes a page (rules 2 and 3). So the same keys mean the same
 * pages over the same table, and the list it was read from.
 */
export function readPackedHead(db: CultureWellDB): Promise<PackedListHeadRow | undefined> {
  return db.transaction("r", EXPERIENCE_TABLES, async () => {
    const [head, keys] = await Promise.all([db.packedListHead.get("head"), storedPageKeys(db)]);
    return head && keys.length > 0 && sameKeys(head.pageKeys, keys) ? head : undefined;
  });
}

/** Saves the list's head as read now over the pages stored now (one transaction: the caller's). */
export function savePackedHead(
  db: CultureWellDB,
  head: Omit<PackedListHeadRow, "key" | "pageKeys">,
): Promise<void> {
  return db.transaction("rw", EXPERIENCE_TABLES, async () => {
    const pageKeys = await storedPageKeys(db);
    if (pageKeys.length > 0) await db.packedListHead.put({ key: "head", pageKeys, ...head });
  });
}

/** Rule 1: pages may be appended while no experience is in the table. */
export function canAppendPages(db: CultureWellDB): Promise<boolean> {
  return db.experiences
    .limit(1)
    .primaryKeys()
    .then((keys) => keys.length === 0);
}

/**
 * Appends one page (inside the caller's transaction over EXPERIENCE_TABLES): `rows` already
 * carry their list fields (withListFields), as the table's middleware would add them.
 */
export function appendPage(
  db: CultureWellDB,
  rows: ExperienceRow[],
  deletes: string[],
): Promise<void> {
  return db.transaction("rw", EXPERIENCE_TABLES, async () => {
    const last = (await db.experiencePages.toCollection().lastKey()) as string | undefined;
    const seq = last === undefined ? 1 : Number.parseInt(last.slice(0, 12), 10) + 1;
    const key = `${String(seq).padStart(12, "0")}-${uuidv7()}`;
    const page: ExperiencePageRow = { key, rows, deletes };
    await db.experiencePages.add(page);
    // Kept for the reads that follow (once the write is committed): the list shows the rows the
    // pull holds without reading them back. An aborted write leaves a key no read will ask for.
    cacheOf(db).pages.set(key, page);
  });
}

/**
 * Moves the oldest page into `experiences` (inside the caller's transaction over
 * EXPERIENCE_TABLES). False when there was none.
 */
export function expandOldestPage(db: CultureWellDB): Promise<boolean> {
  return db.transaction("rw", EXPERIENCE_TABLES, () => expandOldest(db));
}

async function expandOldest(db: CultureWellDB): Promise<boolean> {
  const overlay = await overlayNow(db);
  const key = overlay.keys[0];
  if (key === undefined) return false;
  const page = cacheOf(db).pages.get(key);
  const puts: ExperienceRow[] = [];
  const deletes: string[] = [];
  for (const row of page?.rows ?? []) if (overlay.winners.get(row.id)?.row === row) puts.push(row);
  for (const id of page?.deletes ?? []) {
    if (overlay.winners.get(id)?.page === key) deletes.push(id);
  }
  if (deletes.length > 0) await db.experiences.bulkDelete(deletes);
  if (puts.length > 0) await db.experiences.bulkPut(puts);
  await db.experiencePages.delete(key);
  // It names the pages it was made from, so it is already out of date; gone with the last page.
  await db.packedListHead.clear();
  return true;
}

/** Rule 2: every page into the table, inside the caller's transaction over EXPERIENCE_TABLES. */
export function expandAllPages(db: CultureWellDB): Promise<void> {
  return db.transaction("rw", EXPERIENCE_TABLES, async () => {
    while (await expandOldest(db));
  });
}

/**
 * Moves every page into the table, one page per transaction, so a screen's reads and a local
 * save queue behind one page's move at most. Any tab (or the service worker) may run it; two at once only
 * take turns, since each step re-reads which page is oldest.
 */
export async function expandPages(db: CultureWellDB): Promise<void> {
  for (;;) {
    const moved = await expandOldestPage(db);
    if (!moved) return;
  }
}
