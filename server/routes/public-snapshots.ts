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

/**
 * A kept pull page, the cursor of the page after it (null: it is the last one), and the public
 * version it was built under (its data is at least that new).
 */
interface KeptPage {
  answer: PreparedAnswer;
  next: number | null;
  version: number;
}

const keyOf = (query: PullQuery) => `${query.cursor}:${query.limit}`;

/**
 * Answers that are the same for every signed-out caller until a public change is written: the
 * experiences list and a visitor's pull pages. Each is serialized, hashed and compressed once,
 * then served as a prepared answer (ETag, 304, br/gzip).
 *
 * Why the public max(seq) of change_log is the right version: every write of a public row
 * appends a public change_log row in the same transaction (services/write-context.ts
 * `announce`), or devices that pulled before would never see the change. So while that number
 * stays, every public row and every public pull page is unchanged. One indexed lookup per
 * request ((audience, seq) index), no invalidation calls scattered through the services; read
 * from the database on every request, it sees a change another node wrote (PostgreSQL) as soon
 * as one this process wrote.
 *
 * The lookup is read before the data a build reads, and writes commit in seq order (db/types.ts
 * `Db.write`), so a build's data is at least as new as the version it is kept under: never a
 * page kept under a version newer than its data. The version only moves forward: a lookup that
 * answers late (another connection of the pool) saw an older head, and what is kept is newer.
 */
export function publicSnapshots(db: Db, clock: Clock, limits = PULL_PAGE_LIMITS) {
  const publicVersion = db
    .select({ seq: max(changeLog.seq) })
    .from(changeLog)
    .where(eq(changeLog.audience, "public"))
    .prepare();
  let version = -1;
  let experiences: Promise<PreparedAnswer> | null = null; // built or being built, of `version`
  const pages = new Map<string, KeptPage>(); // oldest use first (LRU)
  let pageBytes = 0;
  const building = new Map<string, Promise<KeptPage>>(); // pages being built, of `version`
  const ahead = new Set<string>(); // pages whose background build is scheduled

  /**
   * Reads the public version and drops everything made before it. Await it before reading or
   * building anything: what is kept afterwards is at least as new as every public change that
   * was committed when the caller asked.
   */
  async function sync(): Promise<void> {
    const row = await publicVersion.get();
    const now = Number(row?.seq ?? 0);
    if (now <= version) return;
    version = now;
    experiences = null;
    pages.clear();
    pageBytes = 0;
    building.clear(); // their data may predate `now`: they answer their callers, kept by no one
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

  /** Builds a page of the current version: call it right after `await sync()`. */
  async function buildPage(query: PullQuery): Promise<KeptPage> {
    const under = version;
    const page = await pull(db, null, query);
    const answer = prepareAnswer(JSON.stringify(page), {
      type: JSON_TYPE,
      cacheControl: "no-cache",
      compressOnDemand: true,
      // The same URL with a token is another answer: a cache must not hand this one out.
      varyAlso: "Authorization",
    });
    return { answer, next: page.hasMore ? page.cursor : null, version: under };
  }

  /**
   * The page of the current version (call it right after `await sync()`): the kept one, the one
   * being built (callers that come meanwhile share one build), or a new build, kept when no
   * public change came while it was built.
   */
  function pageOf(query: PullQuery): Promise<KeptPage> {
    const key = keyOf(query);
    const hit = pages.get(key);
    if (hit) {
      pages.delete(key); // re-insert: most recently used last
      pages.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = building.get(key);
    if (pending !== undefined) return pending;
    // While the version stays, the key's entry in `building` is this build's (`sync` clears
    // them all when it moves).
    const under = version;
    const build = (async () => {
      try {
        const page = await buildPage(query);
        if (version === under) keepPage(key, page);
        return page;
      } finally {
        if (version === under) building.delete(key);
      }
    })();
    building.set(key, build);
    return build;
  }

  /**
   * Builds a page before it is asked for, then its brotli copy, each step in its own
   * `setImmediate`: the answer being sent leaves first, and requests that come meanwhile wait
   * one step at most, not the whole build. `expected`: the version the page's key was read
   * from (the cursor of the page before it); when a public change came since, that chain is
   * gone and nothing is built. Settling no-shows is left to the requests (it is a write); one
   * settled later moves the version, which drops this page as it drops any other.
   *
   * A step that fails (the database closed: the server stopping, a test over) is only a head
   * start lost: the request builds the page itself, and reports what goes wrong then.
   */
  function buildAhead(query: PullQuery, expected?: number): void {
    const key = keyOf(query);
    if (pages.has(key) || building.has(key) || ahead.has(key)) return;
    ahead.add(key);
    const step = (work: () => Promise<void>) =>
      setImmediate(() => {
        work().catch(() => {});
      });
    step(async () => {
      ahead.delete(key);
      await sync();
      if ((expected !== undefined && version !== expected) || pages.has(key)) return;
      const page = await pageOf(query);
      // The copy browsers ask for, only while the page is still kept (no public change, not
      // pushed out). A gzip-only client's copy is still made on its first request.
      step(async () => {
        if (pages.get(key) === page) page.answer.precompress("br");
      });
    });
  }

  /** The page after `page`, ahead of the device that follows the chain (one page, no more). */
  function readAhead(page: KeptPage, query: PullQuery): void {
    if (page.next !== null) buildAhead({ cursor: page.next, limit: query.limit }, page.version);
  }

  /** The experiences list of the current version (call it right after `await sync()`). */
  function experiencesAnswer(): Promise<PreparedAnswer> {
    if (experiences !== null) return experiences;
    const under = version;
    const build = (async () => {
      try {
        return prepareAnswer(JSON.stringify(await listActiveExperiences(db)), {
          type: JSON_TYPE,
          cacheControl: "no-cache",
          compressOnDemand: true,
        });
      } catch (error) {
        if (version === under) experiences = null; // the next request tries again
        throw error;
      }
    })();
    experiences = build;
    return build;
  }

  return {
    /** `GET /api/experiences`: the active experiences. */
    async experiences(): Promise<PreparedAnswer> {
      await sync();
      return experiencesAnswer();
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
    async visitorPull(query: PullQuery): Promise<PreparedAnswer> {
      await markNoShows(db, clock());
      await sync();
      const page = await pageOf(query);
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
