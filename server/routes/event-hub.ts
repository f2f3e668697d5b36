import type { ChangeNotice, Db } from "../db/types.ts";

/**
 * How many live-poke streams one app (one node: a process runs one app) holds open. Each open
 * stream keeps a socket, a body reader and two timers in this process's memory, so these caps
 * bound one node's memory and file descriptors, not the whole deployment's: another node has
 * its own. Eight per user covers the tabs and devices of one person (one stream per open app);
 * more is a script. docs/decisions/0022-live-pokes.md
 */
export const STREAM_CAPS = { perUser: 8, total: 5000 } as const;

export type NoticeListener = (notice: ChangeNotice) => void;

export interface EventHub {
  /**
   * Adds an open stream: `listener` hears every committed change from now on. Null when a cap
   * is reached (the caller refuses the connection); otherwise the function that removes it.
   */
  join(userId: string | null, listener: NoticeListener): (() => void) | null;
  /** Open streams (tests). */
  readonly size: number;
}

/**
 * The one `Db.watch` subscription of this app, shared by its open streams: a notice is fanned
 * out here rather than every connection subscribing (on PostgreSQL every subscriber would hear
 * every node's NOTIFY through the same LISTEN anyway). Subscribed when the first stream opens
 * and dropped when the last one closes, so an app nobody listens to pays nothing.
 */
export function createEventHub(db: Db, caps: typeof STREAM_CAPS = STREAM_CAPS): EventHub {
  const listeners = new Set<NoticeListener>();
  const perUser = new Map<string, number>();
  let unwatch: (() => void) | null = null;

  const fanOut = (notice: ChangeNotice) => {
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch {
        // one stream's failure (its client gone) is its own; the others still hear
      }
    }
  };

  return {
    join(userId, listener) {
      if (listeners.size >= caps.total) return null;
      const mine = userId === null ? 0 : (perUser.get(userId) ?? 0);
      if (userId !== null && mine >= caps.perUser) return null;
      // A listener object per stream, so the same function joining twice still counts twice.
      const entry: NoticeListener = (notice) => listener(notice);
      listeners.add(entry);
      if (userId !== null) perUser.set(userId, mine + 1);
      unwatch ??= db.watch(fanOut);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        listeners.delete(entry);
        if (userId !== null) {
          const rest = (perUser.get(userId) ?? 1) - 1;
          if (rest > 0) perUser.set(userId, rest);
          else perUser.delete(userId);
        }
        if (listeners.size === 0 && unwatch) {
          unwatch();
          unwatch = null;
        }
      };
    },
    get size() {
      return listeners.size;
    },
  };
}
