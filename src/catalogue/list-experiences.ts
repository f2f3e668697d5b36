import { db } from "#db/db.ts";
import {
  countListedExperiences as countListed,
  getExperience as readExperience,
  readExperienceList,
} from "#db/experience-reads.ts";
import type { ExperienceRow } from "#db/types.ts";
import { upcomingStart } from "#domain/dates.ts";

/**
 * The catalogue as every screen reads it: the experiences on this device (public rows, pulled
 * for everyone, visitors included), from IndexedDB only. A listing created or edited offline
 * (src/features/experiences/data/experiences-repo.ts) shows here at once.
 */

export interface ListOptions {
  /** Only experiences that have not ended yet (home's featured grid). */
  upcomingOnly?: boolean;
  now?: Date;
  /** At most this many (the first screenful); all when left out. */
  limit?: number;
  /** Only rows passing this test (read row by row through the index until `limit` pass). */
  where?: (e: ExperienceRow) => boolean;
}

/** A day and a half before `now` as a date string: any row dated before it has ended. */
function endedBefore(now: Date): string {
  return new Date(now.getTime() - 36 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Active experiences, soonest first (the server catalogue's order), read through the
 * `[listDate+id]` index: rows come sorted from IndexedDB, inactive ones are not in the index at
 * all, and with a `limit` only that many are read, however large the catalogue
 * (docs/decisions/0018-first-sync-measured-on-a-device.md).
 * Past ones stay listed unless `upcomingOnly`, which starts the read just before today.
 */
export function listExperiences(options: ListOptions = {}): Promise<ExperienceRow[]> {
  const now = options.now ?? new Date();
  const { upcomingOnly, limit, where } = options;
  const upcoming = (e: ExperienceRow) => upcomingStart(e.date, now) !== null;
  const tests = [upcomingOnly ? upcoming : null, where ?? null].filter((t) => t !== null);
  const test = tests.length > 1 ? (e: ExperienceRow) => tests.every((t) => t(e)) : tests[0];
  return readExperienceList(db, {
    fromDate: upcomingOnly ? endedBefore(now) : null,
    ...(test ? { where: test } : {}),
    ...(limit !== undefined ? { limit } : {}),
  });
}

/** How many experiences the list holds (experience-reads.ts). */
export function countListedExperiences(): Promise<number> {
  return countListed(db);
}

export function getExperience(id: string): Promise<ExperienceRow | undefined> {
  return readExperience(db, id);
}
