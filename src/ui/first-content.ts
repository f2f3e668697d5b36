import { useEffect, useLayoutEffect, useState } from "react";
import { afterFirstContentfulPaint } from "./after-first-contentful-paint.ts";

/** At the latest, this long after the first contentful paint: a screen cannot hold it for ever. */
const LATEST_MS = 3000;

interface FirstContentEnvironment {
  /** Calls back after the page's first contentful paint. */
  afterPaint: (run: () => void) => void;
  /** Calls back once the pictures loading at high priority are in (or failed) and painted. */
  afterPictures: (run: () => void) => void;
  latestMs: number;
}

/**
 * The moment the page's first screen shows its content (decision 0017): after the first contentful
 * paint and, when that screen reads its content from IndexedDB after the paint (a list, an
 * experience), once it is on screen with its high-priority pictures, i.e. the page's largest
 * paint. Work the screen does not show waits for it (the sync engine and its requests, the
 * service worker, notices, reminders): it then competes neither for the network nor for the
 * main thread with that paint. Screens hold it with `hold()`; a page load has one such moment,
 * later screens change nothing.
 */
export function createFirstContent(env: FirstContentEnvironment) {
  let holds = 0;
  let painted = false;
  let shown = false;
  let started = false;
  const tasks: (() => void)[] = [];
  const show = (force: boolean) => {
    if (shown || (!force && holds > 0)) return;
    shown = true;
    for (const task of tasks.splice(0)) task();
  };
  const settle = () => {
    if (painted && holds === 0 && !shown) env.afterPictures(() => show(false));
  };
  const start = () => {
    if (started) return;
    started = true;
    env.afterPaint(() => {
      painted = true;
      setTimeout(() => show(true), env.latestMs);
      settle();
    });
  };
  return {
    /** Runs `task` once the first content is shown (soon after, if it already is). */
    after(task: () => void): void {
      if (shown) {
        setTimeout(task, 0);
        return;
      }
      tasks.push(task);
      start();
    },
    /** Holds the moment back until the returned function is called (once is enough). */
    hold(): () => void {
      if (shown) return () => {};
      holds += 1;
      start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        settle();
      };
    },
    isShown: () => shown,
  };
}

/**
 * After the frame that paints the pictures loading at high priority (the likely LCP), looked for
 * a frame after the content's render: a windowed list may render its cards a step later.
 */
function afterPictures(run: () => void): void {
  requestAnimationFrame(() => {
    const pending = Array.from(
      document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
    ).filter((img) => !img.complete);
    const loaded = pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener("load", resolve, { once: true });
          img.addEventListener("error", resolve, { once: true });
        }),
    );
    // The frame that paints them, then a task: work started there lands after that paint.
    void Promise.all(loaded).then(() => requestAnimationFrame(() => setTimeout(run, 0)));
  });
}

const firstContent = createFirstContent({
  afterPaint: afterFirstContentfulPaint,
  afterPictures,
  latestMs: LATEST_MS,
});

/** Runs `task` once the page's first screen shows its content (see createFirstContent). */
export const afterFirstContent = (task: () => void): void => firstContent.after(task);

/**
 * For a screen whose content is read after the first paint: holds the page's first-content
 * moment while `pending` (until IndexedDB answered and the answer is rendered, found or not;
 * never until the network answers, which waits for that moment). Only the page's first screen
 * holds it; later ones change nothing. A layout effect: it holds before the first paint.
 */
export function useFirstContentPending(pending: boolean): void {
  useLayoutEffect(() => (pending ? firstContent.hold() : undefined), [pending]);
}

/** False until the page's first screen shows its content (see createFirstContent). */
export function useFirstContentShown(): boolean {
  const [shown, setShown] = useState(firstContent.isShown);
  useEffect(() => {
    if (!shown) firstContent.after(() => setShown(true));
  }, [shown]);
  return shown;
}
