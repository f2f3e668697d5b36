import { getMeta, setMeta } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The private calendar feed link (docs/calendar-feed.md). Online only, like signing in: the
 * server makes the secret. It is shown once, so this device keeps it in its private meta (wiped
 * at sign-out) to show the link again; another device sees "a link is active" and may make a
 * new one (which stops the old).
 */

const FEED_META_KEY = "calendar.feedLink";

export interface FeedStatus {
  active: boolean;
  createdAt: string | null;
}

interface StoredLink {
  userId: string;
  secret: string;
}

function session() {
  const { token, user } = useSessionStore.getState();
  if (!token || !user) throw new Error("Not signed in");
  return { token, userId: user.id };
}

export function fetchFeedStatus(): Promise<FeedStatus> {
  const { token, userId } = session();
  return apiFetch<FeedStatus>(`/api/users/${userId}/calendar-feed`, { token });
}

/** Makes a new link (the old one, if any, stops working) and remembers its secret here. */
export async function createFeedLink(): Promise<string> {
  const { token, userId } = session();
  const made = await apiFetch<{ secret: string }>(`/api/users/${userId}/calendar-feed`, {
    method: "POST",
    body: {},
    token,
  });
  await setMeta(FEED_META_KEY, { userId, secret: made.secret } satisfies StoredLink);
  return made.secret;
}

export async function revokeFeedLink(): Promise<void> {
  const { token, userId } = session();
  await apiFetch(`/api/users/${userId}/calendar-feed`, { method: "DELETE", token });
  await setMeta(FEED_META_KEY, null);
}

/** The secret this device made for the user, if it still has it. */
export async function storedFeedSecret(userId: string): Promise<string | null> {
  const stored = await getMeta<StoredLink | null>(FEED_META_KEY);
  return stored && stored.userId === userId ? stored.secret : null;
}

/** webcal://host/api/calendar/<secret>.ics: calendar apps subscribe to webcal links. */
export function webcalUrl(secret: string, origin: string): string {
  return `${origin.replace(/^https?:/, "webcal:")}/api/calendar/${secret}.ics`;
}
