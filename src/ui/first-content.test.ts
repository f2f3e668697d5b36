import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFirstContent } from "./first-content.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page whose first contentful paint and pictures happen when the test says so. */
function page() {
  let paint = () => {};
  const pictures: (() => void)[] = [];
  const firstContent = createFirstContent({
    afterPaint: (run) => {
      paint = run;
    },
    afterPictures: (run) => {
      pictures.push(run);
    },
    latestMs: 3000,
  });
  return {
    firstContent,
    paint: () => paint(),
    picturesPainted: () => {
      for (const run of pictures.splice(0)) run();
    },
  };
}

describe("the first content (background work waits for the page's largest paint)", () => {
  it("is the first paint's pictures when no screen holds it (a landing page, a form)", () => {
    const { firstContent, paint, picturesPainted } = page();
    const task = vi.fn();
    firstContent.after(task);
    expect(task).not.toHaveBeenCalled();
    paint();
    expect(task).not.toHaveBeenCalled();
    picturesPainted();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for a screen reading IndexedDB after the paint, then for its pictures", () => {
    const { firstContent, paint, picturesPainted } = page();
    const release = firstContent.hold();
    const task = vi.fn();
    firstContent.after(task);
    paint();
    picturesPainted();
    expect(task).not.toHaveBeenCalled();
    release();
    expect(task).not.toHaveBeenCalled();
    picturesPainted();
    expect(task).toHaveBeenCalledTimes(1);
    expect(firstContent.isShown()).toBe(true);
  });

  it("waits for every screen that holds it, and a second release changes nothing", () => {
    const { firstContent, paint, picturesPainted } = page();
    const list = firstContent.hold();
    const detail = firstContent.hold();
    const task = vi.fn();
    firstContent.after(task);
    paint();
    list();
    list();
    picturesPainted();
    expect(task).not.toHaveBeenCalled();
    detail();
    picturesPainted();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("goes ahead 3 s after the paint at the latest (a screen that never answers)", () => {
    const { firstContent, paint } = page();
    firstContent.hold();
    const task = vi.fn();
    firstContent.after(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled(); // not before the first paint
    paint();
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs later tasks soon and ignores later screens' holds: a page load has one such moment", () => {
    const { firstContent, paint, picturesPainted } = page();
    firstContent.after(() => {});
    paint();
    picturesPainted();
    const release = firstContent.hold();
    const task = vi.fn();
    firstContent.after(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    release();
  });
});
