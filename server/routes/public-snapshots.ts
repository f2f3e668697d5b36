import { eq, max } from "drizzle-orm";
import type { PullQuery } from "#domain/sync-protocol.ts";
import type { Clock } from "../clock.ts";
import { changeLog } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { type PreparedAnswer, prepareAnswer } from "../http/prepared-answer.ts";
import { listActiveExperiences } from "../services/experiences-service.ts";
import { markNoShows } from "../services/no-shows.ts";
import { pull } from "../services/sync-service.ts";

/**
 * How many public pull pages are kept: every device's public stream reads them (decision 0019),
 * so a whole catalogue's pages should fit. A first sync reads them in order, and an LRU smaller
 * than the scan would drop each page just before it is asked for again: no hit at all. A
 * 50,000-experience catalogue is 51 pages of 1,000 rows, about 45 MB of JSON.
 */
export interface PullPageLimits {
  /** Pages at most (each distinct cursor+limit is one). */
  pages: number;
  /** …and at most this many bytes of JSON among them (compressed copies come on top, smaller). */
  bytes: number;
}

export const PULL_PAGE_LIMITS: PullPageLimits = { pages: 128, bytes: 64 * 1024 * 1024 };

const JSON_TYPE = "application/json";

/**
 * Answers that are the same for every signed-out caller until a public change is written: the
 * experiences list and a visitor's pull pages. Each is serialized, hashed and compressed once,
 * then served as a prepared answer (ETag, 304, br/gzip).
 *
 * Why the public max(seq) of change_log is the right version: every write of a public row
 * appends a public change_log row in the same transaction (services/write-context.ts
 * `announce`), or devices that pulled before would never see the change. So while that number
 * stays, every public row and every public pull page is unchanged. One indexed lookup per
 * request ((audience, seq) index), no invalidation calls scattered through the services.
 */
export function publicSnapshots(db: Db, clock: Clock, limits = PULL_PAGE_LIMITS) {
  const publicVersion = db
    .select({ seq: max(changeLog.seq) })
    .from(changeLog)
    .where(eq(changeLog.audience, "public"))
    .prepare();
  let version = -1;
  let experiences: PreparedAnswer | null = null;
  const pages = new Map<string, PreparedAnswer>(); // oldest use first (LRU)
  let pageBytes = 0;

  /** Drops everything made before the latest public change. */
  function sync(): void {
    const now = publicVersion.get()?.seq ?? 0;
    if (now === version) return;
    version = now;
    experiences = null;
    pages.clear();
    pageBytes = 0;
  }

  function keepPage(key: string, page: PreparedAnswer): void {
    pages.set(key, page);
    pageBytes += page.bytes;
    for (const [oldKey, old] of pages) {
      if (pages.size <= limits.pages && pageBytes <= limits.bytes) break;
      pages.delete(oldKey);
      pageBytes -= old.bytes;
    }
  }

  return {
    /** `GET /api/experiences`: the active experiences. */
    experiences(): PreparedAnswer {
      sync();
      experiences ??= prepareAnswer(JSON.stringify(listActiveExperiences(db)), {
        type: JSON_TYPE,
        cacheControl: "no-cache",
        compressOnDemand: true,
      });
      return experiences;
    },

    /**
     * `GET /api/sync/pull` without a session: the public audience only (a visitor's pull, and
     * every signed-in device's public stream), never a page holding a caller's own rows (those
     * are built per request and `no-store`). No-shows are settled first,
     * as for every pull; settling one writes a public change, which then drops the cache.
     */
    visitorPull(query: PullQuery): PreparedAnswer {
      markNoShows(db, clock());
      sync();
      const key = `${query.cursor}:${query.limit}`;
      const hit = pages.get(key);
      if (hit) {
        pages.delete(key); // re-insert: most recently used last
        pages.set(key, hit);
        return hit;
      }
      const page = prepareAnswer(JSON.stringify(pull(db, null, query)), {
        type: JSON_TYPE,
        cacheControl: "no-cache",
        compressOnDemand: true,
        // The same URL with a token is another answer: a cache must not hand this one out.
        varyAlso: "Authorization",
      });
      keepPage(key, page);
      return page;
    },
  };
}

export type PublicSnapshots = ReturnType<typeof publicSnapshots>;
