import { type CultureWellDB, META_KEYS } from "#db/db.ts";
import type { PullAudience } from "#domain/sync-protocol.ts";
import type { SyncSession } from "./sync-session.ts";

/**
 * One of the two pull streams (docs/decisions/0019-two-pull-streams.md). The public one is the
 * catalogue every device gets (experiences, partners, mood recommendations), pulled without a
 * token so the server answers it from its shared, prepared pages; its cursor outlives sign-out
 * and sign-in, like the rows it counts. The own one is the signed-in user's private rows,
 * pulled with their token; its cursor belongs to that user.
 */
export interface PullStream {
  /** Where its cursor is kept, and whose it is. */
  cursorKey: string;
  scope: string;
  /** The pull's `audience`, or null for the public stream (a visitor's pull). */
  audience: PullAudience | null;
  token: string | null;
  /** Whose private rows this stream may store: null stores public rows only. */
  userId: string | null;
}

/** Own first: a user's tickets and moods come before a catalogue of thousands. */
export function pullStreams(session: SyncSession | null): PullStream[] {
  const publicStream: PullStream = {
    cursorKey: META_KEYS.publicSyncCursor,
    scope: "public",
    audience: null,
    token: null,
    userId: null,
  };
  if (!session) return [publicStream];
  const own: PullStream = {
    cursorKey: META_KEYS.ownSyncCursor,
    scope: session.userId,
    audience: "own",
    token: session.token,
    userId: session.userId,
  };
  return [own, publicStream];
}

export interface StoredCursor {
  scope: string;
  seq: number;
}

const seqOf = (value: unknown, scope: string): number | null => {
  const cursor = value as StoredCursor | undefined;
  return cursor?.scope === scope && Number.isInteger(cursor.seq) ? cursor.seq : null;
};

/**
 * Where a stream starts: its own cursor, else the single cursor an older build kept. That one
 * counted every change its owner could see, so a user's old cursor is a valid start for both of
 * their streams, and a visitor's ("public") for the public one. A cursor of another scope
 * (another user's) counts as 0: a full pull.
 */
export async function readCursor(
  db: CultureWellDB,
  stream: Pick<PullStream, "cursorKey" | "scope">,
  userId: string | null = null,
): Promise<number> {
  const own = seqOf((await db.meta.get(stream.cursorKey))?.value, stream.scope);
  if (own !== null) return own;
  const legacy = (await db.meta.get(META_KEYS.syncCursor))?.value;
  return seqOf(legacy, stream.scope) ?? (userId ? seqOf(legacy, userId) : null) ?? 0;
}
