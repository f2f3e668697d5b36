/** What the feed needs of a fetched page: where the next one starts, and whether there is one. */
export interface FeedPage {
  page: { cursor: number; hasMore: boolean };
}

/** How many fetched pages may wait for their write: bounds the memory a bulk pull holds. */
export const PAGES_AHEAD = 4;

export interface PageFeed<P extends FeedPage> {
  /**
   * Every page fetched and not yet taken, in order (at least one: waits for it). A failed
   * fetch is thrown only once the pages fetched before it are taken, so they are written.
   */
  take(): Promise<P[]>;
  /** No further requests: the pull ended early (a failed write, a session change). */
  stop(): void;
}

/**
 * The pages of one pull stream, fetched ahead of their writes (decision 0018): each page's request
 * leaves as soon as the page before it is in, whether or not that page is written yet, up to
 * `ahead` pages waiting. A pull is then bound by the slower of the two chains, requests or
 * writes, not by their sum; and the writer takes every page that waited in one transaction.
 * Requests stay one at a time, since each asks from its predecessor's cursor.
 */
export function createPageFeed<P extends FeedPage>(
  first: Promise<P>,
  fetchFrom: (cursor: number) => Promise<P>,
  ahead = PAGES_AHEAD,
): PageFeed<P> {
  const ready: P[] = [];
  let newest: P | null = null;
  let inFlight = false;
  let failure: { error: unknown } | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;

  const wakeTaker = () => {
    wake?.();
    wake = null;
  };
  const follow = (request: Promise<P>) => {
    inFlight = true;
    request.then(
      (fetched) => {
        inFlight = false;
        newest = fetched;
        ready.push(fetched);
        fetchNext();
        wakeTaker();
      },
      (error: unknown) => {
        inFlight = false;
        failure = { error };
        wakeTaker();
      },
    );
  };
  const fetchNext = () => {
    if (stopped || inFlight || failure || ready.length >= ahead || !newest?.page.hasMore) return;
    follow(fetchFrom(newest.page.cursor));
  };
  follow(first);

  return {
    async take() {
      while (ready.length === 0) {
        if (failure) throw failure.error;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      const taken = ready.splice(0);
      fetchNext();
      return taken;
    },
    stop() {
      stopped = true;
    },
  };
}
