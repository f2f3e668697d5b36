import * as v from "valibot";
import { getMeta, setMeta } from "#db/db.ts";
import { type ExperienceImpact, partnerImpactSchema } from "#domain/partner-impact.ts";
import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The partner's impact on visitors (src/domain/partner-impact.ts), computed on the server over
 * other people's moods: asked online, like the door's verify. The last answer stays in this
 * device's private meta (wiped at sign-out), so the dashboard shows it offline, "as of" when
 * it was fetched.
 */

const IMPACT_META_KEY = "partner.impact";

export interface StoredImpact {
  userId: string;
  /** ISO time of the answer. */
  fetchedAt: string;
  figures: ExperienceImpact[];
}

/** Fetches the signed-in partner's figures and keeps them as the last known. */
export async function fetchImpact(now = new Date()): Promise<StoredImpact> {
  const { token, user } = useSessionStore.getState();
  if (!token || !user) throw new NotSignedInError();
  const answer = await apiFetch<unknown>(`/api/partners/${user.id}/impact`, { token });
  const stored: StoredImpact = {
    userId: user.id,
    fetchedAt: now.toISOString(),
    figures: v.parse(partnerImpactSchema, answer),
  };
  await setMeta(IMPACT_META_KEY, stored);
  return stored;
}

/** The last figures fetched on this device for this partner, if any. */
export async function storedImpact(userId: string): Promise<StoredImpact | null> {
  const stored = await getMeta<StoredImpact | null>(IMPACT_META_KEY);
  return stored?.userId === userId ? stored : null;
}
