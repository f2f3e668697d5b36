import { describe, expect, it } from "vitest";
import { BACKOFF, backoffDelay } from "./backoff.ts";

describe("backoffDelay", () => {
  it("starts at about a second and doubles", () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 0.999999)).toBe(1000);
    expect(backoffDelay(2, () => 0.999999)).toBe(2000);
    expect(backoffDelay(5, () => 0.999999)).toBe(16_000);
  });

  it("stays within [half, full] of each step: jitter, never zero", () => {
    for (let failures = 1; failures <= 12; failures++) {
      const ceiling = Math.min(BACKOFF.maxMs, 1000 * 2 ** (failures - 1));
      for (const r of [0, 0.25, 0.5, 0.99]) {
        const ms = backoffDelay(failures, () => r);
        expect(ms).toBeGreaterThanOrEqual(ceiling / 2);
        expect(ms).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it("is capped at five minutes however long the outage", () => {
    expect(backoffDelay(50, () => 0.999999)).toBe(5 * 60 * 1000);
    expect(backoffDelay(10_000, () => 0)).toBe(150_000);
  });

  it("waits at least as long as the server's Retry-After, up to the cap", () => {
    expect(backoffDelay(1, () => 0, 30)).toBe(30_000);
    expect(backoffDelay(1, () => 0, 3600)).toBe(5 * 60 * 1000);
  });

  it("can be capped lower, Retry-After included", () => {
    expect(backoffDelay(6, () => 0.999999, null, 30_000)).toBe(30_000);
    expect(backoffDelay(20, () => 0, null, 30_000)).toBe(15_000);
    expect(backoffDelay(1, () => 0, 3600, 30_000)).toBe(30_000);
  });
});
