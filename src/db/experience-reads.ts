import { Dexie } from "dexie";
import { type CultureWellDB, LIST_ORDER } from "./db.ts";
import {
  compareById,
  compareListOrder,
  EXPERIENCE_TABLES,
  PACKED_HEAD_ROWS,
  readOverlay,
  readPackedHead,
  savePackedHead,
} from "./experience-pages.ts";
import type { ExperienceRow } from "./types.ts";

/**
 * Every read of experiences on this device goes through here: the table's rows merged with the
 * rows a first sync left packed until they are moved in (experience-pages.ts). Each read is one
 * transaction over both tables, so it sees one state; inside a caller's transaction it joins it
 * (which must then include EXPERIENCE_TABLES). Once no page is left, a read costs the table's
 * read plus one read of an empty store's keys. A packed row is handed out as a copy, as a
 * table read's row is: a caller may change what it got without changing what the device holds.
 */

const copy = (row: ExperienceRow): ExperienceRow => ({ ...row });
const copyOf = (row: ExperienceRow | undefined) => (row ? copy(row) : undefined);

const inBoth = <T>(db: CultureWellDB, read: () => Promise<T>): Promise<T> =>
  db.transaction("r", EXPERIENCE_TABLES, read);

export function getExperience(db: CultureWellDB, id: string): Promise<ExperienceRow | undefined> {
  return inBoth(db, async () => {
    const [row, overlay] = await Promise.all([db.experiences.get(id), readOverlay(db)]);
    return row ?? copyOf(overlay.get(id));
  });
}

/** The rows of `ids`, in their order (undefined where the device has none), as `bulkGet`. */
export function bulkGetExperiences(
  db: CultureWellDB,
  ids: readonly string[],
): Promise<(ExperienceRow | undefined)[]> {
  return inBoth(db, async () => {
    const [rows, overlay] = await Promise.all([db.experiences.bulkGet([...ids]), readOverlay(db)]);
    return overlay.isEmpty ? rows : rows.map((row, i) => row ?? copyOf(overlay.get(ids[i] ?? "")));
  });
}

/** Every experience on the device, listed or not, by id. */
export function allExperiences(db: CultureWellDB): Promise<ExperienceRow[]> {
  return inBoth(db, async () => {
    const [rows, overlay] = await Promise.all([db.experiences.toArray(), readOverlay(db)]);
    if (overlay.isEmpty) return rows;
    return mergeSorted(rows, overlay.rows().map(copy), compareById);
  });
}

/** The experiences created by any of `userIds` (a partner's listings, a door's experiences). */
export function experiencesByCreators(
  db: CultureWellDB,
  userIds: readonly string[],
): Promise<ExperienceRow[]> {
  return inBoth(db, async () => {
    const [rows, overlay] = await Promise.all([
      db.experiences
        .where("createdBy")
        .anyOf([...userIds])
        .toArray(),
      readOverlay(db),
    ]);
    if (overlay.isEmpty) return rows;
    const creators = new Set(userIds);
    const packed = overlay
      .rows()
      .filter((e) => e.createdBy !== null && creators.has(e.createdBy))
      .map(copy);
    return [...rows, ...packed];
  });
}

export interface ListRead {
  /** The list's rows from this `listDate` on (all when null). */
  fromDate: string | null;
  /** Only rows passing this test (read row by row through the index until `limit` pass). */
  where?: (e: ExperienceRow) => boolean;
  /** At most this many; all when left out. */
  limit?: number;
}

/**
 * Listed experiences in the list's order (`[listDate+id]`), read through the table's index with
 * a limit (only that many rows are read, however large the catalogue) and merged with the packed
 * rows, which are held sorted in memory. The list's first rows while rows are packed come from
 * the head saved for those pages, when there is one (`savePackedListHead`).
 */
export function readExperienceList(db: CultureWellDB, read: ListRead): Promise<ExperienceRow[]> {
  const { fromDate, where, limit } = read;
  return inBoth(db, async () => {
    if (fromDate === null && !where && limit !== undefined) {
      // The list's first rows, while a first sync's rows are packed: from its saved head.
      const head = await readPackedHead(db);
      if (head && (limit <= head.rows.length || head.rows.length === head.listed)) {
        return head.rows.slice(0, limit).map(copy);
      }
    }
    let rows = db.experiences
      .where(LIST_ORDER)
      .aboveOrEqual([fromDate ?? Dexie.minKey, Dexie.minKey]);
    if (where) rows = rows.filter(where);
    const [table, overlay] = await Promise.all([
      limit === undefined ? rows.toArray() : rows.limit(limit).toArray(),
      readOverlay(db),
    ]);
    if (overlay.isEmpty) return table;
    const packed: ExperienceRow[] = [];
    for (const row of overlay.listed()) {
      if (limit !== undefined && packed.length >= limit) break;
      if (fromDate !== null && (row.listDate ?? "") < fromDate) continue;
      if (!where || where(row)) packed.push(copy(row));
    }
    const merged = mergeSorted(table, packed, compareListOrder);
    return limit === undefined ? merged : merged.slice(0, limit);
  });
}

/**
 * How many experiences the list holds: the table's count less the unlisted (inactive) rows,
 * which a sparse index holds (db.ts version 10), plus the packed listed rows. No row of the
 * table is read: counting the table is about four times quicker than counting `[listDate+id]`.
 */
export function countListedExperiences(db: CultureWellDB): Promise<number> {
  return inBoth(db, async () => {
    const head = await readPackedHead(db);
    if (head) return head.listed;
    const [all, unlisted, overlay] = await Promise.all([
      db.experiences.count(),
      db.experiences.where("unlisted").equals(1).count(),
      readOverlay(db),
    ]);
    return all - unlisted + (overlay.isEmpty ? 0 : overlay.listed().length);
  });
}

/**
 * Saves the list's head and count for the pages stored now (experience-pages.ts
 * `readPackedHead`), read and saved in one transaction: a reload before the pages are moved
 * then shows the first cards and the count without reading and sorting every packed row (at
 * 50,000 rows about half a second). Nothing is saved when no page is packed.
 */
export async function savePackedListHead(
  db: CultureWellDB,
  headRows = PACKED_HEAD_ROWS,
): Promise<void> {
  // Every sync asks: a read first, so a device with nothing packed never takes the write lock.
  if ((await db.experiencePages.count()) === 0) return;
  await db.transaction("rw", EXPERIENCE_TABLES, async () => {
    if ((await db.experiencePages.count()) === 0) return;
    const rows = await readExperienceList(db, { fromDate: null, limit: headRows });
    const listed = await countListedExperiences(db);
    await savePackedHead(db, { rows, listed });
  });
}

/** Two arrays sorted by `compare` as one (neither shares an element with the other). */
function mergeSorted<T>(a: T[], b: T[], compare: (x: T, y: T) => number): T[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    out.push(compare(a[i] as T, b[j] as T) <= 0 ? (a[i++] as T) : (b[j++] as T));
  }
  while (i < a.length) out.push(a[i++] as T);
  while (j < b.length) out.push(b[j++] as T);
  return out;
}
