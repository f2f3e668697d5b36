import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rateLimitHits } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import { createFakeClock, type FakeClock } from "../testing/fake-clock.ts";
import { openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { slowdownMs } from "./auth-limits.ts";
import { createConcurrencyGate } from "./concurrency-gate.ts";
import {
  assertWithinLimits,
  createRateLimiter,
  type RateLimitRule,
  reserve,
} from "./rate-limit.ts";

let opened: TestDatabase;
let db: Db;
let clock: FakeClock;
beforeEach(async () => {
  opened = await openTestDatabase();
  db = opened.db;
  clock = createFakeClock();
});
afterEach(() => opened.close());

const HOUR = 60 * 60_000;
const limiter = (bucket: string, rule: RateLimitRule, keepMs = HOUR) =>
  createRateLimiter({ db, clock, keepMs }, bucket, rule);

describe("createRateLimiter", () => {
  it("allows max attempts per sliding window and says when to retry", async () => {
    const l = limiter("a", { max: 3, windowMs: 60_000 });
    await l.hit("a");
    clock.advance(10_000);
    await l.hit("a");
    await l.hit("a");
    expect(await l.retryAfter("a")).toBe(50); // the first attempt leaves the window in 50 s
    expect(await l.retryAfter("b")).toBe(0);
    clock.advance(50_000);
    expect(await l.retryAfter("a")).toBe(0);
    expect(await l.count("a")).toBe(2);
  });

  it("forgets a key on reset, and its latest attempt on undo", async () => {
    const l = limiter("a", { max: 2, windowMs: 60_000 });
    await l.hit("a");
    await l.hit("a");
    expect(await l.retryAfter("a")).toBeGreaterThan(0);
    await l.undo("a");
    expect(await l.count("a")).toBe(1);
    await l.reset("a");
    expect(await l.retryAfter("a")).toBe(0);
  });

  it("keeps budgets apart by bucket, and never stores a key in clear", async () => {
    const a = limiter("first", { max: 1, windowMs: 60_000 });
    const b = limiter("second", { max: 1, windowMs: 60_000 });
    await a.hit("203.0.113.9");
    expect(await b.retryAfter("203.0.113.9")).toBe(0);
    const rows = await db.select().from(rateLimitHits).all();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
    expect(rows[0]?.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("prunes hits older than the longest window in the writes that add hits", async () => {
    const l = limiter("a", { max: 5, windowMs: 60_000 }, 2 * 60_000);
    for (const key of ["x", "y", "z"]) await l.hit(key);
    clock.advance(2 * 60_000 + 1);
    await l.hit("w");
    const rows = await db.select().from(rateLimitHits).all();
    expect(rows).toHaveLength(1);
  });
});

describe("assertWithinLimits", () => {
  it("throws a rate_limited error carrying the longest wait", async () => {
    const short = limiter("short", { max: 1, windowMs: 30_000 });
    const long = limiter("long", { max: 1, windowMs: 600_000 });
    await short.hit("k");
    await long.hit("k");
    try {
      await assertWithinLimits([
        [short, "k"],
        [long, "k"],
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ code: "too_many_attempts", retryAfterSeconds: 600 });
      expect((error as Error).message).toBe("Too many attempts. Please try again in 10 minutes.");
    }
  });
});

describe("reserve", () => {
  it("counts in every budget only when all have room, and refunds on request", async () => {
    const a = limiter("a", { max: 2, windowMs: 60_000 });
    const b = limiter("b", { max: 1, windowMs: 60_000 });
    const tally = limiter("t", { max: 1, windowMs: 60_000 });
    const reservation = await reserve(
      [
        [a, "k"],
        [b, "k"],
      ],
      [[tally, "k"]],
    );
    expect(reservation.tallied).toEqual([0]);
    await expect(
      reserve([
        [a, "k"],
        [b, "k"],
      ]),
    ).rejects.toThrow(ServiceError);
    expect(await a.count("k")).toBe(1); // the refused attempt took nothing
    expect((await reserve([], [[tally, "k"]])).tallied).toEqual([1]); // a tally never refuses
    await reservation.refund();
    expect(await a.count("k")).toBe(0);
    expect(await b.count("k")).toBe(0);
    expect(await tally.count("k")).toBe(1);
  });

  it("lets exactly max of a burst through, however it is sent", async () => {
    const l = limiter("burst", { max: 5, windowMs: 60_000 });
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => reserve([[l, "k"]])));
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(5);
  });
});

describe("slowdownMs", () => {
  it("is free for the first failures, then doubles up to a cap", () => {
    expect(slowdownMs(10)).toBe(0);
    expect(slowdownMs(11)).toBe(250);
    expect(slowdownMs(12)).toBe(500);
    expect(slowdownMs(40)).toBe(8_000);
  });
});

describe("createConcurrencyGate", () => {
  it("refuses at once beyond the cap per key and frees a slot on release", () => {
    const gate = createConcurrencyGate(2);
    const first = gate.enter("ip");
    gate.enter("ip");
    expect(() => gate.enter("ip")).toThrow(ServiceError);
    gate.enter("other-ip");
    first();
    first(); // a second release of the same slot changes nothing
    gate.enter("ip");
    expect(() => gate.enter("ip")).toThrow(ServiceError);
  });
});
