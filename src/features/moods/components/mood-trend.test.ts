import { describe, expect, it } from "vitest";
import { trendDirection, weeklyMoodTrend } from "./mood-trend.ts";

const now = new Date("2026-03-20T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

describe("weeklyMoodTrend", () => {
  it("averages intensity per rolling week, oldest first, with the most frequent mood", () => {
    const weeks = weeklyMoodTrend(
      [
        { mood: "stressed", intensity: 8, createdAt: daysAgo(0.5) },
        { mood: "joyful", intensity: 5, createdAt: daysAgo(2) },
        { mood: "stressed", intensity: 5, createdAt: daysAgo(6.9) },
        { mood: "sad", intensity: 4, createdAt: daysAgo(8) },
        { mood: "curious", intensity: 9, createdAt: daysAgo(40) }, // beyond four weeks
      ],
      now,
    );
    expect(weeks.map((w) => w.weeksAgo)).toEqual([3, 2, 1, 0]);
    expect(weeks[3]).toMatchObject({ count: 3, average: 6, topMood: "stressed" });
    expect(weeks[2]).toMatchObject({ count: 1, average: 4, topMood: "sad" });
    expect(weeks[0]).toMatchObject({ count: 0, average: null, topMood: null });
  });

  it("breaks a tie in mood counts by the latest entry", () => {
    const [week] = weeklyMoodTrend(
      [
        { mood: "sad", intensity: 3, createdAt: daysAgo(3) },
        { mood: "joyful", intensity: 7, createdAt: daysAgo(1) },
      ],
      now,
      1,
    );
    expect(week?.topMood).toBe("joyful");
  });

  it("calls half a point or less 'same'", () => {
    expect(trendDirection(5, 5.4)).toBe("same");
    expect(trendDirection(5, 6.2)).toBe("up");
    expect(trendDirection(6.2, 5)).toBe("down");
    expect(trendDirection(null, 5)).toBeNull();
  });
});
