import { and, eq, inArray, isNull } from "drizzle-orm";
import { type ExperienceImpact, type ImpactMood, partnerImpact } from "#domain/partner-impact.ts";
import { experiences, moodEntries, userExperiences } from "../db/schema.ts";
import { doorStaffOf } from "./door-staff.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import type { Reader } from "./write-context.ts";

/** Ids per `IN (…)`: far below either engine's limit on bound parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * `GET /api/partners/:id/impact`: how visitors' moods changed around the partner's experiences
 * and how many came back (src/domain/partner-impact.ts states the rule). Individual moods are
 * read here and never leave: the answer holds only counts and the aggregates the k rule allows
 * (docs/privacy.md "Partner impact").
 */
export async function partnerImpactOf(
  db: Reader,
  partnerId: string,
  viewer: Viewer,
): Promise<ExperienceImpact[]> {
  assertViewerIs(viewer, partnerId);
  const listings = await db
    .select({ id: experiences.id, date: experiences.date })
    .from(experiences)
    .where(eq(experiences.createdBy, partnerId));
  // The partner and their door helpers can check themselves in: their visits are not visitors'
  // (as their ratings are not: docs/privacy.md "Ratings").
  const staff = new Set(await doorStaffOf(db, partnerId));
  const visits = (
    await db
      .select({ userId: userExperiences.userId, experienceId: userExperiences.experienceId })
      .from(userExperiences)
      .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
      .where(and(eq(experiences.createdBy, partnerId), eq(userExperiences.status, "attended")))
  ).filter((v) => !staff.has(v.userId));
  const listingIds = listings.map((l) => l.id);
  const visitorIds = [...new Set(visits.map((v) => v.userId))];
  const moods: ImpactMood[] = [];
  const moodOf = {
    userId: moodEntries.userId,
    mood: moodEntries.mood,
    intensity: moodEntries.intensity,
    createdAt: moodEntries.createdAt,
    experienceId: moodEntries.experienceId,
    moment: moodEntries.moment,
  };
  // Only what the rule reads: the visitors' ordinary check-ins (a "before") and the moods they
  // logged for these experiences; moods of other partners' visits stay unread.
  for (const users of chunks(visitorIds)) {
    const ordinary = and(inArray(moodEntries.userId, users), isNull(moodEntries.experienceId));
    moods.push(...(await db.select(moodOf).from(moodEntries).where(ordinary)));
    for (const listed of chunks(listingIds)) {
      const forVisits = and(
        inArray(moodEntries.userId, users),
        inArray(moodEntries.experienceId, listed),
      );
      moods.push(...(await db.select(moodOf).from(moodEntries).where(forVisits)));
    }
  }
  return partnerImpact(listings, visits, moods);
}
