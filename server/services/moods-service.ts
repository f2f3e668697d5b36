import { desc, eq, sql } from "drizzle-orm";
import { toListCategory } from "#domain/categories.ts";
import { upcomingStart } from "#domain/dates.ts";
import type { Experience } from "#domain/experience.ts";
import type { MutationArgs } from "#domain/mutations.ts";
import { prepared } from "../db/prepared.ts";
import { experiences, moodEntries, moodRecommendations } from "../db/schema.ts";
import { assertAttended } from "./feedback-service.ts";
import { toExperience } from "./mappers/experience-mapper.ts";
import {
  type MoodEntry,
  type MoodRecommendation,
  toMoodEntry,
  toMoodRecommendation,
} from "./mappers/mood-mappers.ts";
import { assertViewerIs, type Viewer } from "./viewer.ts";
import { announce, type Reader, repeatOrConflict, type WriteCtx } from "./write-context.ts";

/** How many experiences a mood check-in suggests. */
export const MOOD_SUGGESTIONS_LIMIT = 6;

// The most frequent offline write: its two statements are prepared once (db/prepared.ts).
const moodById = (db: Reader) =>
  db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.id, sql.placeholder("id")))
    .prepare();

const insertMood = (db: Reader) =>
  db
    .insert(moodEntries)
    .values({
      id: sql.placeholder("id"),
      userId: sql.placeholder("userId"),
      mood: sql.placeholder("mood"),
      intensity: sql.placeholder("intensity"),
      context: sql.placeholder("context"),
      createdAt: sql.placeholder("createdAt"),
      experienceId: sql.placeholder("experienceId"),
      moment: sql.placeholder("moment"),
    })
    .returning()
    .prepare();

/**
 * Logs a mood; its time is when the user felt it (the device's, clamped), not when it synced.
 * A mood tied to a visit (`experienceId`) needs that visit to be attended, like its rating; its
 * `moment` (arrival, after) says when around the visit it was felt (src/domain/mood-moments.ts).
 */
export async function logMood(ctx: WriteCtx, args: MutationArgs<"mood.log">): Promise<MoodEntry> {
  const existing = await prepared(ctx.tx, moodById).get({ id: args.id });
  if (existing) return repeatOrConflict(toMoodEntry(existing), existing.userId, ctx);
  if (args.experienceId) await assertAttended(ctx.tx, ctx.user.id, args.experienceId);
  const row = await prepared(ctx.tx, insertMood).get({
    id: args.id,
    userId: ctx.user.id,
    mood: args.mood,
    intensity: args.intensity,
    context: args.notes ?? null,
    createdAt: ctx.madeAt.toISOString(),
    experienceId: args.experienceId ?? null,
    moment: args.moment ?? null,
  });
  await announce(ctx, "moodEntry", row.id, "upsert", [ctx.user.id]);
  return toMoodEntry(row);
}

/** The user's mood entries, newest first. */
export async function listMoodEntries(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<MoodEntry[]> {
  assertViewerIs(viewer, userId);
  const rows = await db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id));
  return rows.map(toMoodEntry);
}

export async function latestMood(
  db: Reader,
  userId: string,
  viewer: Viewer,
): Promise<MoodEntry | null> {
  assertViewerIs(viewer, userId);
  const row = await db
    .select()
    .from(moodEntries)
    .where(eq(moodEntries.userId, userId))
    .orderBy(desc(moodEntries.createdAt), desc(moodEntries.id))
    .limit(1)
    .get();
  return row ? toMoodEntry(row) : null;
}

export async function listMoodRecommendations(
  db: Reader,
  mood?: string,
): Promise<MoodRecommendation[]> {
  const query = db.select().from(moodRecommendations);
  const rows = mood ? await query.where(eq(moodRecommendations.mood, mood)) : await query;
  return rows.map(toMoodRecommendation);
}

export type MoodSuggestion = Experience & { recommendationReason: string };

/**
 * Experiences for a mood (mood-recommendations): upcoming active experiences of the
 * categories `mood_recommendations` names for it, the most effective category first, then
 * soonest. Categories are compared as list categories, so "craft" matches "craft-making".
 */
export async function experiencesForMood(
  db: Reader,
  mood: string,
  now: Date,
): Promise<MoodSuggestion[]> {
  const byCategory = new Map<string, MoodRecommendation>();
  for (const rec of await listMoodRecommendations(db, mood)) {
    const category = toListCategory(rec.experienceCategory) ?? rec.experienceCategory;
    const best = byCategory.get(category);
    if (!best || rec.effectiveness > best.effectiveness) byCategory.set(category, rec);
  }
  if (byCategory.size === 0) return [];
  const active = await db.select().from(experiences).where(eq(experiences.isActive, true));
  return active
    .flatMap((row) => {
      const rec = byCategory.get(toListCategory(row.category) ?? row.category);
      const start = upcomingStart(row.date, now);
      return rec && start ? [{ row, rec, start }] : [];
    })
    .sort(
      (a, b) =>
        b.rec.effectiveness - a.rec.effectiveness ||
        a.start.getTime() - b.start.getTime() ||
        (a.row.id < b.row.id ? -1 : 1),
    )
    .slice(0, MOOD_SUGGESTIONS_LIMIT)
    .map(({ row, rec }) => ({
      ...toExperience(row),
      recommendationReason: rec.recommendationReason,
    }));
}
