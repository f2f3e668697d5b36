import { describe, expect, it } from "vitest";
import { groupByDay } from "./mood-days.ts";

const local = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

describe("groupByDay", () => {
  it("keeps several check-ins of one day together, latest day and latest time first", () => {
    const entries = [
      { id: "a", createdAt: local(2025, 7, 1, 8) },
      { id: "b", createdAt: local(2025, 7, 2, 9) },
      { id: "c", createdAt: local(2025, 7, 1, 21, 30) },
      { id: "d", createdAt: local(2025, 7, 1, 13) },
    ];
    const days = groupByDay(entries);
    expect(days.map((d) => [d.key, d.entries.map((e) => e.id)])).toEqual([
      ["2025-07-02", ["b"]],
      ["2025-07-01", ["c", "d", "a"]],
    ]);
    expect(days[1]?.date.getHours()).toBe(0);
  });

  it("splits at local midnight and skips unreadable times", () => {
    const days = groupByDay([
      { createdAt: local(2025, 7, 1, 23, 59) },
      { createdAt: local(2025, 7, 2, 0, 1) },
      { createdAt: "not a time" },
    ]);
    expect(days.map((d) => d.key)).toEqual(["2025-07-02", "2025-07-01"]);
    expect(groupByDay([])).toEqual([]);
  });
});
