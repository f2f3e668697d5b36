import { db } from "#db/db.ts";
import {
  type MomentVisit,
  type MoodMoment,
  momentKey,
  type OpenMoment,
  openMoodMoments,
} from "#domain/mood-moments.ts";
import { attendedWithExperience } from "./moods-repo.ts";

/**
 * The mood moments around a visit (src/domain/mood-moments.ts) on this device: which prompts
 * are open for the user, and the ones they put away. A dismissal stays on this device, in the
 * private `meta` (wiped at sign-out); a logged moment reaches every device with its mood.
 */

const DISMISSED_KEY = "moods.dismissedMoments";

interface Dismissed {
  userId: string;
  keys: string[];
}

async function dismissedKeys(userId: string): Promise<Set<string>> {
  const row = await db.meta.get(DISMISSED_KEY);
  const value = row?.value as Dismissed | undefined;
  return new Set(value?.userId === userId ? value.keys : []);
}

/** Never asks for this visit's moment again on this device. */
export async function dismissMoment(
  userId: string,
  experienceId: string,
  moment: MoodMoment,
): Promise<void> {
  // Read and write in one transaction: two prompts put away at once both stay away.
  await db.transaction("rw", db.meta, async () => {
    const keys = await dismissedKeys(userId);
    keys.add(momentKey(experienceId, moment));
    await db.meta.put({ key: DISMISSED_KEY, value: { userId, keys: [...keys] } });
  });
}

/** The visits the door checked the user in to, with what the prompts need. */
async function momentVisits(userId: string): Promise<MomentVisit[]> {
  return (await attendedWithExperience(userId)).map(({ registration, experience }) => ({
    experienceId: registration.experienceId,
    title: experience.title,
    date: experience.date,
    duration: experience.duration,
    attendedAt: registration.attendedAt,
  }));
}

/** The prompts open now, latest visit first; only the experience's when one is given. */
export async function openMoments(
  userId: string,
  now: Date,
  experienceId?: string,
): Promise<OpenMoment[]> {
  const [visits, moods, dismissed] = await Promise.all([
    momentVisits(userId),
    db.moodEntries
      .where("userId")
      .equals(userId)
      .filter((m) => Boolean(m.experienceId))
      .toArray(),
    dismissedKeys(userId),
  ]);
  const open = openMoodMoments(visits, moods, dismissed, now);
  return experienceId ? open.filter((m) => m.experienceId === experienceId) : open;
}
