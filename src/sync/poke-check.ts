import type { CultureWellDB } from "#db/db.ts";
import type { LiveStreamName, Poke } from "./event-stream.ts";
import { pullStreams, readCursor } from "./pull-streams.ts";
import { readSyncSession } from "./sync-session.ts";

/**
 * What a live poke asks of the device (docs/decisions/0022-live-pokes.md): a sync, when it names
 * a cursor beyond the one stored for its stream; nothing otherwise. Pokes are checked one batch
 * at a time: those that come while a sync runs are compared with the cursors it stored, so a
 * burst of pokes costs one sync, not one each.
 */
export function createPokeCheck(
  db: CultureWellDB,
  sync: () => Promise<unknown>,
): (pokes: Poke[]) => void {
  let waiting = new Map<LiveStreamName, number>();
  let draining = false;

  async function drain() {
    draining = true;
    try {
      while (waiting.size > 0) {
        const batch = waiting;
        waiting = new Map();
        if (await isBehind(db, batch)) await sync();
      }
    } catch (error) {
      console.error("Checking a live poke failed", error);
    } finally {
      draining = false;
    }
  }

  return (pokes) => {
    for (const { stream, cursor } of pokes) {
      waiting.set(stream, Math.max(cursor, waiting.get(stream) ?? cursor));
    }
    if (!draining) void drain();
  };
}

/**
 * True when a poke names a cursor beyond what the device stored for that stream, as the
 * current session sees it: an "own" poke means nothing to a visitor.
 */
async function isBehind(db: CultureWellDB, pokes: Map<LiveStreamName, number>): Promise<boolean> {
  const session = await readSyncSession(db);
  for (const stream of pullStreams(session)) {
    const cursor = pokes.get(stream.audience === "own" ? "own" : "public");
    if (cursor === undefined) continue;
    if (cursor > (await readCursor(db, stream, session?.userId ?? null))) return true;
  }
  return false;
}
