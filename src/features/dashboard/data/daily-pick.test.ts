import { describe, expect, it } from "vitest";
import { dailyIndex } from "./daily-pick.ts";

describe("dailyIndex", () => {
  it("keeps one pick all day and moves to the next one the next day", () => {
    const morning = new Date(2030, 2, 10, 0, 1);
    const night = new Date(2030, 2, 10, 23, 59);
    const tomorrow = new Date(2030, 2, 11, 8, 0);
    expect(dailyIndex(night, 6)).toBe(dailyIndex(morning, 6));
    expect(dailyIndex(tomorrow, 6)).toBe((dailyIndex(morning, 6) + 1) % 6);
  });

  it("visits every item once over as many days, across a month end and a DST change", () => {
    const seen = new Set<number>();
    for (let d = 0; d < 7; d++) seen.add(dailyIndex(new Date(2030, 2, 28 + d, 12), 7));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("answers -1 when there is nothing to pick", () => {
    expect(dailyIndex(new Date(), 0)).toBe(-1);
  });
});
