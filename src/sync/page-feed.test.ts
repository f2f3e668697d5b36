import { describe, expect, it } from "vitest";
import { createPageFeed } from "./page-feed.ts";

interface TestPage {
  page: { cursor: number; hasMore: boolean };
}

/** A server of `last` pages whose answers the test releases one by one. */
function heldServer(last: number) {
  const asked: number[] = [];
  const waiting: { from: number; answer: (page: TestPage) => void; fail: (e: Error) => void }[] =
    [];
  const fetchFrom = (from: number) =>
    new Promise<TestPage>((answer, fail) => {
      asked.push(from);
      waiting.push({ from, answer, fail });
    });
  /** Answers the oldest request waiting (its page starts at `from`; the next at from + 1). */
  const release = async () => {
    const request = waiting.shift();
    if (!request) throw new Error("no request waiting");
    const cursor = request.from + 1;
    request.answer({ page: { cursor, hasMore: cursor < last } });
    await settle();
  };
  const failNext = async () => {
    waiting.shift()?.fail(new Error("offline"));
    await settle();
  };
  return { asked, fetchFrom, release, failNext };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const cursors = (pages: TestPage[]) => pages.map((p) => p.page.cursor);

describe("createPageFeed", () => {
  it("asks for each page as soon as the one before it is in, before any is taken", async () => {
    const server = heldServer(10);
    const feed = createPageFeed(server.fetchFrom(0), server.fetchFrom, 3);
    await server.release(); // page 1 in: page 2 asked for
    await server.release();
    expect(server.asked).toEqual([0, 1, 2]);
    // Every page that came is taken at once, in order.
    expect(cursors(await feed.take())).toEqual([1, 2]);
  });

  it("holds at most `ahead` pages untaken, and asks again once they are taken", async () => {
    const server = heldServer(10);
    const feed = createPageFeed(server.fetchFrom(0), server.fetchFrom, 2);
    await server.release();
    await server.release();
    expect(server.asked).toEqual([0, 1]); // two waiting: no third request
    expect(cursors(await feed.take())).toEqual([1, 2]);
    expect(server.asked).toEqual([0, 1, 2]);
  });

  it("never asks past the last page, and waits for a page when none is in", async () => {
    const server = heldServer(2);
    const feed = createPageFeed(server.fetchFrom(0), server.fetchFrom, 4);
    const taken = feed.take();
    await server.release();
    expect(cursors(await taken)).toEqual([1]);
    await server.release();
    expect(cursors(await feed.take())).toEqual([2]);
    expect(server.asked).toEqual([0, 1]);
  });

  it("hands out the pages that came before a failed request, then throws its error", async () => {
    const server = heldServer(10);
    const feed = createPageFeed(server.fetchFrom(0), server.fetchFrom, 4);
    await server.release();
    await server.failNext();
    expect(cursors(await feed.take())).toEqual([1]);
    await expect(feed.take()).rejects.toThrow("offline");
    expect(server.asked).toEqual([0, 1]);
  });

  it("asks nothing more once stopped", async () => {
    const server = heldServer(10);
    const feed = createPageFeed(server.fetchFrom(0), server.fetchFrom, 4);
    feed.stop();
    await server.release();
    expect(server.asked).toEqual([0]);
  });
});
