import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangeNotice, Db } from "../db/types.ts";
import { type Account, loginAs, signUp } from "../testing/accounts.ts";
import { readEvents } from "../testing/event-stream.ts";
import { bearer, createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { experienceBody } from "../testing/world.ts";
import { STREAM_CAPS } from "./event-hub.ts";
import { SESSION_CHECK_MS } from "./events.routes.ts";

// GET /api/events: live pokes (docs/decisions/0022-live-pokes.md). Each case reads the stream
// through app.request, as the app reads it with fetch, and hangs up at the end.

let t: TestApp;
let partner: Account;
let individual: Account;
/** The app's Db.watch subscriptions, counted; `hear` plays a notice to the newest one. */
let watching: { open: number; hear(notice: ChangeNotice): void };
const readers: ReturnType<typeof readEvents>[] = [];

beforeEach(async () => {
  t = await createTestApp();
  watching = countWatchers(t.db);
  [partner, individual] = await Promise.all([
    loginAs(t, "demo-partner"),
    loginAs(t, "demo-individual"),
  ]);
});
afterEach(async () => {
  vi.useRealTimers();
  for (const r of readers.splice(0)) await r.close();
  await t.close();
});

function countWatchers(db: Db) {
  const state = { open: 0, hear: (_notice: ChangeNotice) => {} };
  const watch = db.watch.bind(db);
  vi.spyOn(db, "watch").mockImplementation((listener) => {
    state.open++;
    state.hear = listener;
    const off = watch(listener);
    return () => {
      state.open--;
      off();
    };
  });
  return state;
}

async function open(app = t.app, auth: Record<string, string> = {}) {
  const res = await app.request("/api/events", { headers: auth });
  expect(res.status).toBe(200);
  const r = readEvents(res);
  readers.push(r);
  await r.until((all) => all.some((e) => e.event === "heads"));
  return { res, r, heads: r.events[0]?.data };
}

/** A public change: the partner lists an experience. */
const listSomething = async (post = t.post) =>
  expect((await post("/api/experiences", experienceBody(), partner.auth)).status).toBe(201);
const logMood = async (account: Account) =>
  expect(
    (await t.post("/api/mood-entries", { mood: "joyful", intensity: 7 }, account.auth)).status,
  ).toBe(201);
const ownMoves = (r: ReturnType<typeof readEvents>) => r.cursors("own");

describe("GET /api/events", () => {
  it("gives a visitor the public head, then a poke when an experience changes; never 'own'", async () => {
    const { res, r, heads } = await open(t.app, { "accept-encoding": "gzip, br" });
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Object.keys(heads)).toEqual(["public"]);
    expect(heads.public).toBeGreaterThan(0); // the seed's experiences

    await listSomething();
    await r.moved("public", heads.public + 1);
    await logMood(individual);
    await listSomething();
    await r.until(() => r.cursors("public").length === 2);
    expect(r.events.map((e) => e.event)).toEqual(["heads", "moved", "moved"]);
    expect(ownMoves(r)).toEqual([]);
  });

  it("pokes a signed-in user's own stream for their rows, not for another user's", async () => {
    const other = await signUp(t, "someone-else");
    const { r, heads } = await open(t.app, individual.auth);
    expect(Object.keys(heads).sort()).toEqual(["own", "public"]);

    await logMood(other);
    await listSomething(); // a fence: notices come in commit order
    await r.moved("public", heads.public + 1);
    expect(ownMoves(r)).toEqual([]);

    await logMood(individual);
    await r.moved("own", heads.own + 1);
  });

  it("sends a cursor once, though a notice is heard twice or 'everything' moved", async () => {
    const { r, heads } = await open();
    await listSomething();
    await r.moved("public", heads.public + 1);
    const [first = 0] = r.cursors("public");
    // Heard again (locally and through NOTIFY), an older one, and "everything" with no news.
    watching.hear({ moved: new Map([["public", first]]) });
    watching.hear({ moved: new Map([["public", heads.public]]) });
    watching.hear({ moved: new Map(), everything: true });
    // A change nobody announced, then "everything": the new head is sent.
    await t.db.write((tx) =>
      tx.run(
        sql`insert into change_log (entity, entity_id, op, audience, created_at) values ('experience', 'x', 'upsert', 'public', '2025-06-01T12:00:00.000Z')`,
      ),
    );
    watching.hear({ moved: new Map(), everything: true });
    await r.until(() => r.cursors("public").length === 2);
    const [, second] = r.cursors("public");
    expect(second).toBeGreaterThan(first);
    await listSomething();
    await r.until(() => r.cursors("public").length === 3);
    expect(r.cursors("public")).toEqual([...r.cursors("public")].sort((a, b) => a - b));
    expect(new Set(r.cursors("public")).size).toBe(3);
  });

  it("ends the stream of a session that was signed out, at the next check", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { r } = await open(t.app, individual.auth);
    expect((await t.post("/api/auth/logout", {}, individual.auth)).status).toBeLessThan(300);
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS);
    await r.ended();
    expect(r.events.some((e) => e.event === ":")).toBe(true); // the 25 s pings came first
    await vi.waitFor(() => expect(watching.open).toBe(0));
  });

  it("refuses a token that no longer works with 401, like every route", async () => {
    const res = await t.app.request("/api/events", { headers: bearer("not-a-real-token") });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ code: "session_expired", message: expect.any(String) });
  });

  it("hears on another node a write made through the first", async () => {
    const b = await t.anotherNode();
    const { r, heads } = await open(b.app, individual.auth);
    // On PostgreSQL the other node's LISTEN connects just after the first stream subscribes: a
    // write before that is not announced (the app would still pull), so write until heard.
    for (let i = 0; ; i++) {
      await listSomething();
      try {
        await r.moved("public", heads.public + 1, 2000);
        break;
      } catch (error) {
        if (i >= 4) throw error;
      }
    }
    await logMood(individual);
    await r.moved("own", heads.own + 1, 10_000);
  });

  it("shares one watch per app, drops it when the last client hangs up, and caps streams", async () => {
    expect(watching.open).toBe(0); // created lazily
    // A HEAD's body is dropped unread (Hono): it must not open a stream.
    expect((await t.app.request("/api/events", { method: "HEAD" })).status).toBe(200);
    expect(watching.open).toBe(0);
    const a = await open(t.app, individual.auth);
    const b = await open();
    expect(watching.open).toBe(1);
    await a.r.close();
    await b.r.close();
    await vi.waitFor(() => expect(watching.open).toBe(0));

    const mine = [];
    for (let i = 0; i < STREAM_CAPS.perUser; i++) mine.push(await open(t.app, individual.auth));
    const over = await t.app.request("/api/events", { headers: individual.auth });
    expect(over.status).toBe(429);
    expect((await json(over)).code).toBe("too_many_attempts");
    await open(t.app, partner.auth); // another user is not held to this one's cap
    await mine[0]?.r.close();
    await vi.waitFor(async () => {
      const again = await t.app.request("/api/events", { headers: individual.auth });
      readers.push(readEvents(again));
      expect(again.status).toBe(200);
    });
  });
});
