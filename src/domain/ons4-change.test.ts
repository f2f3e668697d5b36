import { describe, expect, it } from "vitest";
import { averageOns4Changes, describeOns4Change, ons4Changes } from "./ons4-change.ts";

describe("describeOns4Change", () => {
  it("reads a fall in anxiety as an improvement, with the difference as measured", () => {
    expect(describeOns4Change("anxiety", 8, 4)).toEqual({
      item: "anxiety",
      before: 8,
      after: 4,
      difference: -4,
      size: 4,
      direction: "improved",
    });
    expect(describeOns4Change("anxiety", 3, 6)).toMatchObject({
      difference: 3,
      size: 3,
      direction: "worsened",
    });
  });

  it("reads a rise as an improvement for life satisfaction, worthwhile and happiness", () => {
    for (const item of ["lifeSatisfaction", "worthwhile", "happiness"] as const) {
      expect(describeOns4Change(item, 4, 7)).toMatchObject({
        difference: 3,
        direction: "improved",
      });
      expect(describeOns4Change(item, 5, 4)).toMatchObject({
        difference: -1,
        size: 1,
        direction: "worsened",
      });
    }
  });

  it("says no change when the answers are equal, with no sign", () => {
    for (const item of ["lifeSatisfaction", "anxiety"] as const) {
      const same = describeOns4Change(item, 5, 5);
      expect(same.direction).toBe("unchanged");
      expect(Object.is(same.difference, 0)).toBe(true);
      expect(same.size).toBe(0);
    }
  });

  it("keeps one decimal for averages (no 3.3000000000000003)", () => {
    expect(describeOns4Change("anxiety", 7.5, 4.2)).toMatchObject({
      difference: -3.3,
      size: 3.3,
      direction: "improved",
    });
  });
});

describe("ons4Changes and averageOns4Changes", () => {
  const baseline = { lifeSatisfaction: 4, worthwhile: 5, happiness: 5, anxiety: 8 };
  const followUp = { lifeSatisfaction: 7, worthwhile: 5, happiness: 4, anxiety: 4 };

  it("lists the four items in the ONS order", () => {
    expect(
      ons4Changes(baseline, followUp).map((c) => [c.item, c.before, c.after, c.direction]),
    ).toEqual([
      ["lifeSatisfaction", 4, 7, "improved"],
      ["worthwhile", 5, 5, "unchanged"],
      ["happiness", 5, 4, "worsened"],
      ["anxiety", 8, 4, "improved"],
    ]);
  });

  it("averages before and after over the clients who have both, rounded so they add up", () => {
    const other = {
      baseline: { lifeSatisfaction: 5, worthwhile: 5, happiness: 5, anxiety: 7 },
      followUp: { lifeSatisfaction: 5, worthwhile: 6, happiness: 5, anxiety: 5 },
    };
    const third = {
      baseline: { lifeSatisfaction: 6, worthwhile: 5, happiness: 5, anxiety: 8 },
      followUp: { lifeSatisfaction: 6, worthwhile: 5, happiness: 5, anxiety: 4 },
    };
    const average = averageOns4Changes([
      { baseline, followUp },
      other,
      third,
      { baseline, followUp: null },
      { baseline: null, followUp: null },
    ]);
    expect(average?.count).toBe(3);
    const anxiety = average?.changes.find((c) => c.item === "anxiety");
    // (8 + 7 + 8) / 3 = 7.7 → (4 + 5 + 4) / 3 = 4.3: improved by 3.4.
    expect(anxiety).toMatchObject({ before: 7.7, after: 4.3, size: 3.4, direction: "improved" });
    const life = average?.changes.find((c) => c.item === "lifeSatisfaction");
    expect(life).toMatchObject({ before: 5, after: 6, difference: 1, direction: "improved" });
  });

  it("has no average without a client who shared both answers", () => {
    expect(averageOns4Changes([{ baseline, followUp: null }])).toBeNull();
    expect(averageOns4Changes([])).toBeNull();
  });
});
