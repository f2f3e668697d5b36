import { describe, expect, it } from "vitest";
import { ServiceError } from "../services/errors.ts";
import { createFakeClock } from "../testing/fake-clock.ts";
import { createConcurrencyGate } from "./concurrency-gate.ts";
import { assertWithinLimits, createRateLimiter, reserve, slowdownMs } from "./rate-limit.ts";

describe("createRateLimiter", () => {
  it("allows max attempts per sliding window and says when to retry", () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, clock);
    limiter.hit("a");
    clock.advance(10_000);
    limiter.hit("a");
    limiter.hit("a");
    expect(limiter.retryAfter("a")).toBe(50); // the first attempt leaves the window in 50 s
    expect(limiter.retryAfter("b")).toBe(0);
    clock.advance(50_000);
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("forgets a key on reset", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, createFakeClock());
    limiter.hit("a");
    expect(limiter.retryAfter("a")).toBeGreaterThan(0);
    limiter.reset("a");
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("keeps memory bounded by evicting the oldest keys", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 }, createFakeClock(), 3);
    for (const key of ["a", "b", "c", "d"]) limiter.hit(key);
    expect(limiter.retryAfter("a")).toBe(0);
    expect(limiter.retryAfter("d")).toBeGreaterThan(0);
  });
});

describe("assertWithinLimits", () => {
  it("throws a rate_limited error carrying the longest wait", () => {
    const clock = createFakeClock();
    const short = createRateLimiter({ max: 1, windowMs: 30_000 }, clock);
    const long = createRateLimiter({ max: 1, windowMs: 600_000 }, clock);
    short.hit("k");
    long.hit("k");
    try {
      assertWithinLimits([
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
  it("counts in every budget only when all have room, and refunds on request", () => {
    const clock = createFakeClock();
    const a = createRateLimiter({ max: 2, windowMs: 60_000 }, clock);
    const b = createRateLimiter({ max: 1, windowMs: 60_000 }, clock);
    const refund = reserve([
      [a, "k"],
      [b, "k"],
    ]);
    expect(() =>
      reserve([
        [a, "k"],
        [b, "k"],
      ]),
    ).toThrow(ServiceError);
    expect(a.count("k")).toBe(1); // the refused attempt took nothing
    refund();
    expect(a.count("k")).toBe(0);
    expect(b.count("k")).toBe(0);
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
