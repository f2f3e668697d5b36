import { useEffect, useState } from "react";

/**
 * Runs `task` once the page's first contentful paint has happened (Paint Timing), or after
 * `latestMs` at the latest: if the browser never reports a contentful paint (no Paint Timing, a
 * blank page, a tab in the background), go anyway. Work that the first screen does not show —
 * Dexie, the sync engine, the service worker's notices — then does not compete with that paint
 * for the network and the main thread (decision 0017). A rAF alone is not enough: the compositor
 * presents the frame later, and requests made in between still delay it on a slow phone.
 *
 * Self-contained (no module-level names): a prerendered page's inline boot script embeds its
 * source text to start the app after the page's paint (src/app/prerender/boot-script.ts).
 */
export function afterFirstContentfulPaint(task: () => void, latestMs = 2000): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(task, 0);
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) run();
    });
    observer.observe({ type: "paint", buffered: true });
  } catch {
    // No Paint Timing here: the timeout below decides.
  }
  setTimeout(run, latestMs);
}

/** False until the page's first contentful paint (see above). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => setPainted(true)), []);
  return painted;
}
