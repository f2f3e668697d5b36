import { useEffect, useState } from "react";

/** If the browser never reports a contentful paint (no Paint Timing, a blank page): go anyway. */
const LATEST_MS = 2000;

/**
 * Runs `task` once the page's first contentful paint has happened (Paint Timing), or after
 * LATEST_MS at the latest. Work that the first screen does not show — Dexie, the sync engine,
 * the service worker's notices — then does not compete with that paint for the network and the
 * main thread (issue 15). A rAF alone is not enough: the compositor presents the frame later, and
 * requests made in between still delay it on a slow phone.
 */
export function afterFirstContentfulPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(task, 0);
  };
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) run();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // No Paint Timing here: the timeout below decides.
  }
  setTimeout(run, LATEST_MS);
}

/** False until the page's first contentful paint (see above). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => setPainted(true)), []);
  return painted;
}
