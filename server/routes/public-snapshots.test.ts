import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { type PullQuery, type PullResponse, SYNC_LIMITS } from "#domain/sync-protocol.ts";
import { createApp } from "../app.ts";
import { appendChange } from "../db/change-log.ts";
import { postgresPool } from "../db/client.ts";
import { changeLog, experiences } from "../db/schema.ts";
import type { PreparedAnswer } from "../http/prepared-answer.ts";
import { SECURITY_HEADERS } from "../http/security-headers.ts";
import { pull } from "../services/sync-service.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { testEngine } from "../testing/test-database.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";
import { publicSnapshots } from "./public-snapshots.ts";

// Public answers are kept until a public change, compressed, tagged, and answered 304.

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const BR = { "accept-encoding": "gzip, deflate, br" };
const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });
const decoded = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const text =
    encoding === "br"
      ? brotliDecompressSync(body).toString()
      : encoding === "gzip"
        ? gunzipSync(body).toString()
        : body.toString();
  return JSON.parse(text);
};
function expectSecurity(res: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(res.headers.get(name), name).toBe(value);
  }
}
const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe("GET /api/experiences", () => {
  it("is compressed for a client that takes br, tagged per encoding, and answers 304", async () => {
    const plain = await get("/api/experiences");
    const br = await get("/api/experiences", BR);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(
      Number(plain.headers.get("content-length")) / 3,
    );
    expect(await decoded(br)).toEqual(await plain.json());
    expectSecurity(br);
    const tag = br.headers.get("etag") ?? "";
    expect(tag).not.toBe(plain.headers.get("etag"));

    const again = await get("/api/experiences", { ...BR, "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    expectSecurity(again);
  });

  it("shows a change at once: a new listing is in the next answer, with a new ETag", async () => {
    const before = await get("/api/experiences");
    const tag = before.headers.get("etag") ?? "";
    const res = await t.post(
      "/api/experiences",
      experienceBody({ title: "Fresh Fresco" }),
      w.partner.auth,
    );
    expect(res.status).toBe(201);
    const after = await get("/api/experiences", { "if-none-match": tag });
    expect(after.status).toBe(200);
    expect(titles(await json(after))).toContain("Fresh Fresco");
  });
});

describe("GET /api/health", () => {
  it("is not a kept answer: asked each time, too small to compress, never a 304", async () => {
    const res = await get("/api/health", BR);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
    expectSecurity(res);
    const again = await get("/api/health", { "if-none-match": '"anything"' });
    expect(again.status).toBe(200);
  });
});

describe("a visitor's pull", () => {
  const PULL = "/api/sync/pull?cursor=0&limit=500";

  it("is served compressed, with no-cache, Vary on Authorization, and 304 on its tag", async () => {
    const first = await get(PULL, BR);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Authorization");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expectSecurity(first);
    const page = await decoded(first);
    expect(page.changes.length).toBeGreaterThan(0);
    const again = await get(PULL, { ...BR, "if-none-match": first.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
    expectSecurity(again);
  });

  it("is not kept past a public change: the next pull has it", async () => {
    const before = await decoded(await get(PULL));
    const res = await t.post(
      "/api/experiences",
      experienceBody({ title: "Late Addition" }),
      w.partner.auth,
    );
    const id = (await json(res)).id;
    const after = await decoded(await get(PULL));
    expect(after.cursor).toBeGreaterThan(before.cursor);
    expect(after.changes.some((c: { id: string }) => c.id === id)).toBe(true);
    // A page further on, asked before and after, moves too.
    const tail = await decoded(await get(`/api/sync/pull?cursor=${before.cursor}`));
    expect(tail.changes.map((c: { id: string }) => c.id)).toContain(id);
  });

  it("never hands a signed-in caller's private rows to anyone else", async () => {
    await pushAs(t, w.individual, [
      mutation("mood.log", { id: uuidv7(), mood: "lonely", intensity: 7 }),
    ]);
    const mine = await decoded(await get(PULL, w.individual.auth));
    expect(mine.changes.some((c: { entity: string }) => c.entity === "moodEntry")).toBe(true);
    const theirs = await get(PULL, { ...w.other.auth, ...BR });
    expect(theirs.headers.get("cache-control")).toBe("no-store");
    const other = await decoded(theirs);
    expect(other.changes.some((c: { entity: string }) => c.entity === "moodEntry")).toBe(false);
    const visitor = await decoded(await get(PULL));
    expect(visitor.changes.some((c: { entity: string }) => c.entity === "moodEntry")).toBe(false);
    // And the visitor snapshot does not answer the signed-in pull either.
    const again = await decoded(await get(PULL, w.individual.auth));
    expect(again).toEqual(mine);
  });

  it("keeps refusing an expired token (401), and an outdated app (426)", async () => {
    expect((await get(PULL, { authorization: "Bearer nope" })).status).toBe(401);
    expect((await get(PULL, { "x-sync-protocol": "0" })).status).toBe(426);
  });
});

describe("answers made per request", () => {
  it("compresses a large signed-in pull page, adds Vary, keeps no-store; small ones stay plain", async () => {
    const res = await get("/api/sync/pull?cursor=0&limit=500", { ...w.individual.auth, ...BR });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectSecurity(res);
    expect((await decoded(res)).changes.length).toBeGreaterThan(0);

    const refusal = await t.app.request("/api/auth/user", { headers: BR });
    expect(refusal.status).toBe(401);
    expect(refusal.headers.get("content-encoding")).toBeNull();
    expect(refusal.headers.get("vary")).toBeNull();
    expectSecurity(refusal);
  });

  it("gives a slow-path public read a gzip copy whose ETag still answers 304", async () => {
    const path = `/api/experiences/${w.listingId}`;
    const plain = await get(path);
    const tag = plain.headers.get("etag") ?? "";
    expect(tag).toBeTruthy();
    expect((await get(path, { "if-none-match": tag, "accept-encoding": "gzip" })).status).toBe(304);
  });
});

describe("the public pull pages kept", () => {
  /**
   * Pages that reach the end of the public stream (no page after them, so none is built ahead
   * in the background, where it would take a place in the LRU between the test's own asks),
   * each of another cursor: distinct pages of nearly the same size, the first the largest.
   */
  const page = (cursor: number) => ({ cursor, limit: SYNC_LIMITS.maxPullLimit });

  it("drops the least recently used page first, past the page limit", async () => {
    const snapshots = publicSnapshots(t.db, t.clock, { pages: 2, bytes: 1 << 30 });
    const first = await snapshots.visitorPull(page(0));
    const asked = await json(first.answer({ method: "GET", header: () => null }));
    expect(asked.hasMore).toBe(false); // the premise: nothing is built ahead
    const second = await snapshots.visitorPull(page(1));
    expect(await snapshots.visitorPull(page(0))).toBe(first); // a hit, now the most recent
    await snapshots.visitorPull(page(2)); // a third page: the second one goes
    expect(await snapshots.visitorPull(page(0))).toBe(first);
    expect(await snapshots.visitorPull(page(1))).not.toBe(second);
  });

  it("drops pages past the byte limit, and everything after a public change", async () => {
    const one = (await publicSnapshots(t.db, t.clock).visitorPull(page(0))).bytes;
    const snapshots = publicSnapshots(t.db, t.clock, { pages: 100, bytes: 2 * one + 1 });
    const first = await snapshots.visitorPull(page(0));
    await snapshots.visitorPull(page(1));
    expect(await snapshots.visitorPull(page(0))).toBe(first);
    await snapshots.visitorPull(page(2));
    await snapshots.visitorPull(page(3));
    expect(await snapshots.visitorPull(page(0))).not.toBe(first);

    const kept = await snapshots.visitorPull(page(0));
    await t.app.request(`/api/experiences/${w.listingId}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...w.partner.auth },
      body: JSON.stringify(experienceBody({ title: "Changed" })),
    });
    expect(await snapshots.visitorPull(page(0))).not.toBe(kept);
  });
});

describe("the public pull pages built ahead", () => {
  const read = (answer: PreparedAnswer): Promise<PullResponse> =>
    json(answer.answer({ method: "GET", header: () => null }));
  /**
   * Queries of `t.db` running now. On SQLite none is ever left running when a step ends (the
   * driver answers at once); on PostgreSQL a background step waits for its queries.
   */
  let inFlight = () => 0;
  beforeEach(() => {
    if (testEngine.engine !== "postgres") return;
    const pool = postgresPool(t.db);
    let running = 0;
    pool.on("acquire", () => running++);
    pool.on("release", () => running--);
    inFlight = () => running;
  });
  /**
   * Lets the background steps run: the page, then its br copy, each in its own setImmediate,
   * until a few steps in a row pass with no query running (bounded, so a bug fails the test).
   */
  const backgroundDone = async () => {
    const until = Date.now() + 5000;
    for (let quiet = 0; quiet < 3 && Date.now() < until; ) {
      await new Promise((done) => setImmediate(done));
      quiet = inFlight() === 0 ? quiet + 1 : 0;
    }
  };
  const titleIn = (page: PullResponse) => {
    const change = page.changes.find((c) => c.id === w.listingId);
    return change?.op === "upsert" ? change.data.title : undefined;
  };
  /** Changes a title without a change_log row: a page kept before it does not show it. */
  const retitleBehindTheLog = (title: string) =>
    t.db.write(async (tx) => {
      await tx.update(experiences).set({ title }).where(eq(experiences.id, w.listingId));
    });
  /** One public change a page: the chain from here reaches the partner's listing `pages` on. */
  const chainStart = async (pages: number): Promise<PullQuery> => {
    const seqs = await t.db
      .select({ seq: changeLog.seq, entity: changeLog.entity, id: changeLog.entityId })
      .from(changeLog)
      .where(eq(changeLog.audience, "public"))
      .orderBy(changeLog.seq)
      .all();
    const at = seqs.findIndex((row) => row.entity === "experience" && row.id === w.listingId);
    expect(at).toBeGreaterThanOrEqual(pages);
    return { cursor: seqs[at - pages - 1]?.seq ?? 0, limit: 1 };
  };
  const nextOf = (page: PullResponse): PullQuery => ({ cursor: page.cursor, limit: 1 });

  it("builds the next page of a chain after a miss, so the device's next ask finds it", async () => {
    const snapshots = publicSnapshots(t.db, t.clock);
    const first = await read(await snapshots.visitorPull(await chainStart(1))); // a miss
    expect(first.hasMore).toBe(true);
    await backgroundDone();
    await retitleBehindTheLog("Behind the log");
    expect(titleIn(await pull(t.db, null, nextOf(first)))).toBe("Behind the log"); // built now: new
    const second = await snapshots.visitorPull(nextOf(first));
    expect(titleIn(await read(second))).toBe("Clay and Conversation"); // built ahead
    expect(await snapshots.visitorPull(nextOf(first))).toBe(second);
  });

  it("builds the page after a hit too, one page ahead of a device following the chain", async () => {
    const snapshots = publicSnapshots(t.db, t.clock);
    const first = await read(await snapshots.visitorPull(await chainStart(2)));
    await backgroundDone();
    // A hit: the third is built.
    const second = await read(await snapshots.visitorPull(nextOf(first)));
    await backgroundDone();
    await retitleBehindTheLog("Behind the log");
    expect(titleIn(await read(await snapshots.visitorPull(nextOf(second))))).toBe(
      "Clay and Conversation",
    );
  });

  it("builds nothing when a public change comes first, and never serves the page before it", async () => {
    const snapshots = publicSnapshots(t.db, t.clock);
    const first = await read(await snapshots.visitorPull(await chainStart(1)));
    // A public change, written as the services write one, before the background step runs
    // (on PostgreSQL it may run meanwhile: then it builds under the old version, dropped below).
    await t.db.write(async (tx) => {
      await tx
        .update(experiences)
        .set({ title: "Announced" })
        .where(eq(experiences.id, w.listingId));
      await appendChange(
        tx,
        { entity: "experience", entityId: w.listingId, op: "upsert", audience: "public" },
        t.clock(),
      );
    });
    await backgroundDone();
    // Not built under the new version either: the page asked now is built now.
    await retitleBehindTheLog("Behind the log");
    expect(titleIn(await read(await snapshots.visitorPull(nextOf(first))))).toBe("Behind the log");
  });

  it("does nothing once the database is closed (the server stopping, a test over)", async () => {
    // Nothing is logged either: a console error fails the test (src/testing/console-errors.ts).
    const snapshots = publicSnapshots(t.db, t.clock);
    expect((await read(await snapshots.visitorPull(await chainStart(1)))).hasMore).toBe(true);
    await t.close();
    await backgroundDone();
  });

  it("has the first page of a first sync ready when the app warms it at start", async () => {
    const app = await createApp({
      db: t.db,
      clock: t.clock,
      config: t.config,
      warmPublicPages: true,
    });
    await backgroundDone();
    await retitleBehindTheLog("Behind the log");
    const res = await app.request(`/api/sync/pull?cursor=0&limit=${SYNC_LIMITS.maxPullLimit}`);
    expect(titleIn(await json(res))).toBe("Clay and Conversation");
  });
});
