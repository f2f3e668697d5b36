import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayKey,
  itemsOnDay,
  monthWeeks,
  moveFocus,
  touchesDay,
} from "./calendar-month.ts";

const d = (y: number, m: number, day: number, h = 0, min = 0) => new Date(y, m - 1, day, h, min);

describe("monthWeeks", () => {
  it("fills whole weeks starting on Monday", () => {
    const weeks = monthWeeks(d(2026, 3, 15));
    expect(weeks).toHaveLength(6); // March 2026 starts on a Sunday
    expect(dayKey(weeks[0]?.[0] as Date)).toBe("2026-02-23");
    expect(dayKey(weeks[0]?.[6] as Date)).toBe("2026-03-01");
    expect(dayKey(weeks[5]?.[6] as Date)).toBe("2026-04-05");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("starts on Sunday when asked and has 4 weeks for a February that fits", () => {
    const weeks = monthWeeks(d(2026, 2, 1), 0);
    expect(weeks).toHaveLength(4); // 1 Feb 2026 is a Sunday, 28 days
    expect(dayKey(weeks[0]?.[0] as Date)).toBe("2026-02-01");
  });
});

describe("days and items", () => {
  const item = (start: Date, end: Date) => ({ start, end });

  it("an item touches each local day it spans; an item ending at midnight does not touch the next", () => {
    const overnight = item(d(2026, 3, 14, 22), d(2026, 3, 15, 2));
    expect(touchesDay(overnight, d(2026, 3, 14))).toBe(true);
    expect(touchesDay(overnight, d(2026, 3, 15))).toBe(true);
    const toMidnight = item(d(2026, 3, 14, 20), d(2026, 3, 15, 0));
    expect(touchesDay(toMidnight, d(2026, 3, 15))).toBe(false);
    const instant = item(d(2026, 3, 15, 0), d(2026, 3, 15, 0));
    expect(touchesDay(instant, d(2026, 3, 15))).toBe(true);
  });

  it("today's items are those touching today", () => {
    const today = d(2026, 3, 15, 9);
    const items = [
      item(d(2026, 3, 15, 18), d(2026, 3, 15, 20)),
      item(d(2026, 3, 16, 18), d(2026, 3, 16, 20)),
    ];
    expect(itemsOnDay(items, today)).toEqual([items[0]]);
  });
});

describe("keyboard movement (date grid pattern)", () => {
  const day = d(2026, 3, 18); // a Wednesday
  const key = (k: Parameters<typeof moveFocus>[1]) => dayKey(moveFocus(day, k));

  it("moves by day, week, to the week's ends and by month", () => {
    expect(key("ArrowLeft")).toBe("2026-03-17");
    expect(key("ArrowRight")).toBe("2026-03-19");
    expect(key("ArrowUp")).toBe("2026-03-11");
    expect(key("ArrowDown")).toBe("2026-03-25");
    expect(key("Home")).toBe("2026-03-16");
    expect(key("End")).toBe("2026-03-22");
    expect(key("PageUp")).toBe("2026-02-18");
    expect(key("PageDown")).toBe("2026-04-18");
  });

  it("mirrors left and right in right-to-left text", () => {
    expect(dayKey(moveFocus(day, "ArrowLeft", 1, true))).toBe("2026-03-19");
  });

  it("keeps the month's last day when the next month is shorter", () => {
    expect(dayKey(addMonths(d(2026, 1, 31), 1))).toBe("2026-02-28");
  });
});
