import { db } from "#db/db.ts";

/**
 * Kept under the `public.` prefix so it survives sign-out (private meta is wiped then): signing
 * out and back in is a return, not a first visit. It reveals only that an account id was used on
 * this device, which the device already knew.
 */
function greetedKey(userId: string): string {
  return `public.greeted.${userId}`;
}

/** One answer per user for the life of the page: every greeting on it agrees, and React's
 * doubled effects in development cannot turn a first visit into a return. */
const answers = new Map<string, Promise<boolean>>();

/**
 * Whether this is the user's first visit on this device, and marks it seen. The read and the
 * write share one transaction so two tabs opened together cannot both claim the first visit.
 */
export function claimFirstVisit(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    const key = greetedKey(userId);
    answer = db
      .transaction("rw", db.meta, async () => {
        if (await db.meta.get(key)) return false;
        await db.meta.put({ key, value: true });
        return true;
      })
      // Storage refused (private mode, quota): greet as a return, the wording used before.
      .catch(() => false);
    answers.set(userId, answer);
  }
  return answer;
}
