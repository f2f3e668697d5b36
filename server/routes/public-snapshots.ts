import { eq, max } from "drizzle-orm";
import { type PullQuery, SYNC_LIMITS } from "#domain/sync-protocol.ts";
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

/** A kept pull page, and the cursor of the page after it (null: it is the last one). */
interface KeptPage {
  answer: PreparedAnswer;
  next: number | null;
}

const keyOf = (query: PullQuery) => `${query.cursor}:${query.limit}`;

/** Whether the connection is still open (drizzle's better-sqlite3 database carries its client). */
const isOpen = (db: Db) => (db as Db & { $client?: { open: boolean } }).$client?.open !== false;

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
  const pages = new Map<string, KeptPage>(); // oldest use first (LRU)
  let pageBytes = 0;
  const ahead = new Set<string>(); // pages whose background build is scheduled

  /** Drops everything made before the latest public change. */
  function sync(): void {
    const now = publicVersion.get()?.seq ?? 0;
    if (now === version) return;
    version = now;
    experiences = null;
    pages.clear();
    pageBytes = 0;
  }

  function keepPage(key: string, page: KeptPage): void {
    pages.set(key, page);
    pageBytes += page.answer.bytes;
    for (const [oldKey, old] of pages) {
      if (pages.size <= limits.pages && pageBytes <= limits.bytes) break;
      pages.delete(oldKey);
      pageBytes -= old.answer.bytes;
    }
  }

  /** Builds a page of the current version: call it in the same tick as `sync()`. */
  function buildPage(query: PullQuery): KeptPage {
    const page = pull(db, null, query);
    const answer = prepareAnswer(JSON.stringify(page), {
      type: JSON_TYPE,
      cacheControl: "no-cache",
      compressOnDemand: true,
      // The same URL with a token is another answer: a cache must not hand this one out.
      varyAlso: "Authorization",
    });
    return { answer, next: page.hasMore ? page.cursor : null };
  }

  /**
   * Builds a page before it is asked for, then its brotli copy, each step in its own
   * `setImmediate`: the answer being sent leaves first, and requests that come meanwhile wait
   * one step at most, not the whole build. `expected`: the version the page's key was read
   * from (the cursor of the page before it); when a public change came since, that chain is
   * gone and nothing is built. The version is read and the page built in one tick, and
   * better-sqlite3 is synchronous, so nothing is written between them: a page is never kept
   * under a version newer than its data. Settling no-shows is left to the requests (it is a
   * write); one settled later moves the version, which drops this page as it drops any other.
   */
  function buildAhead(query: PullQuery, expected?: number): void {
    const key = keyOf(query);
    if (pages.has(key) || ahead.has(key)) return;
    ahead.add(key);
    const step = (work: () => void) =>
      setImmediate(() => {
        try {
          // Closed (the server stopping, a test over): there is no one left to answer.
          if (isOpen(db)) work();
        } catch (error) {
          console.error(error); // only a head start lost: the request builds the page itself
        }
      });
    step(() => {
      ahead.delete(key);
      sync();
      if ((expected !== undefined && version !== expected) || pages.has(key)) return;
      const page = buildPage(query);
      keepPage(key, page);
      // The copy browsers ask for, only while the page is still kept (no public change, not
      // pushed out). A gzip-only client's copy is still made on its first request.
      step(() => {
        if (pages.get(key) === page) page.answer.precompress("br");
      });
    });
  }

  /** The page after `page`, ahead of the device that follows the chain (one page, no more). */
  function readAhead(page: KeptPage, query: PullQuery): void {
    if (page.next !== null) buildAhead({ cursor: page.next, limit: query.limit }, version);
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
     *
     * A first sync asks the pages in a chain, each from the cursor of the one before, so the
     * page after this one is built in the background (hit or miss) when it is not kept yet:
     * only the first page of a chain is built while its device waits.
     */
    visitorPull(query: PullQuery): PreparedAnswer {
      markNoShows(db, clock());
      sync();
      const key = keyOf(query);
      const hit = pages.get(key);
      if (hit) {
        pages.delete(key); // re-insert: most recently used last
        pages.set(key, hit);
        readAhead(hit, query);
        return hit.answer;
      }
      const page = buildPage(query);
      keepPage(key, page);
      readAhead(page, query);
      return page.answer;
    },

    /**
     * Builds the first page of a first sync in the background (a server start): the first
     * visitor then finds it. Its key holds no data, so no version is expected.
     */
    warm(): void {
      buildAhead({ cursor: 0, limit: SYNC_LIMITS.maxPullLimit });
    },
  };
}

export type PublicSnapshots = ReturnType<typeof publicSnapshots>;
