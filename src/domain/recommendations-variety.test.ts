import { describe, expect, it } from "vitest";
import { seededRandom } from "#testing/seeded-random.ts";
import { LIST_CATEGORIES } from "./constants.ts";
import type { RecommendableExperience } from "./recommendation-inputs.ts";
import { DIVERSITY_PENALTY, type Recommendation, recommend } from "./recommendations.ts";

/**
 * "#7 at 44% sits above #9 at 63%": the variety re-rank may place a stronger match
 * below a weaker one; every such pick must carry its explanation, and no other pick may.
 */

const now = new Date(2026, 0, 10, 12, 0);
const DAY = 86_400_000;

function exp(
  id: string,
  category: string,
  daysAhead: number,
  over: Partial<RecommendableExperience> = {},
) {
  return {
    id,
    title: `Experience ${id}`,
    description: "An afternoon out.",
    category,
    date: new Date(now.getTime() + daysAhead * DAY).toISOString(),
    wellbeingBenefit: "",
    accessibilityFeatures: [],
    isActive: true,
    maxParticipants: null,
    price: 1000,
    ...over,
  } satisfies RecommendableExperience;
}

/** The invariant: a pick has `variety` exactly when a weaker match is ranked above it. */
function expectHonestOrder(results: Recommendation<RecommendableExperience>[]) {
  results.forEach((r, i) => {
    const weakerAbove = results.slice(0, i).some((above) => above.score < r.score);
    expect(r.variety !== null, `#${i + 1} ${r.experience.id}`).toBe(weakerAbove);
    if (r.variety) {
      const sameAbove = results
        .slice(0, i)
        .filter((above) => above.experience.category === r.experience.category).length;
      expect(r.variety).toEqual({ category: r.experience.category, sameCategoryAbove: sameAbove });
    }
  });
}

describe("recommend: the rank never silently contradicts the match", () => {
  it("explains a stronger music match placed below a weaker theatre one", () => {
    const results = recommend({
      experiences: [exp("m1", "music", 1), exp("m2", "music", 2), exp("t1", "theatre", 30)],
      profile: { preferredCategories: ["music", "theatre"] },
      now,
    });
    expect(results.map((r) => r.experience.id)).toEqual(["m1", "t1", "m2"]);
    const [m1, t1, m2] = results;
    // The contradiction the variety re-rank makes: a weaker match ranked higher …
    expect(t1?.score).toBeLessThan(m2?.score ?? 0);
    expect((m2?.score ?? 0) - DIVERSITY_PENALTY).toBeLessThan(t1?.score ?? 0);
    // … is explained on the stronger one, and only there.
    expect(m2?.variety).toEqual({ category: "music", sameCategoryAbove: 1 });
    expect(m1?.variety).toBeNull();
    expect(t1?.variety).toBeNull();
  });

  it("gives no explanation when the order follows the match", () => {
    const results = recommend({
      experiences: [exp("m1", "music", 1), exp("t1", "theatre", 1), exp("v1", "visual-arts", 1)],
      profile: { preferredCategories: ["music"] },
      now,
    });
    expect(results.every((r) => r.variety === null)).toBe(true);
    expectHonestOrder(results);
  });

  it("holds for random catalogues and profiles", () => {
    const random = seededRandom(13);
    let explained = 0;
    for (let run = 0; run < 40; run++) {
      const experiences = Array.from({ length: 30 }, (_, i) =>
        exp(
          `e${run}-${i}`,
          LIST_CATEGORIES[Math.floor(random() * LIST_CATEGORIES.length)] ?? "music",
          1 + Math.floor(random() * 40),
        ),
      );
      const preferred = LIST_CATEGORIES.filter(() => random() < 0.3);
      const results = recommend({
        experiences,
        profile: { preferredCategories: preferred },
        now,
        limit: 12,
      });
      expectHonestOrder(results);
      explained += results.filter((r) => r.variety).length;
    }
    // The catalogues do provoke the re-rank's contradictions (the invariant is not vacuous).
    expect(explained).toBeGreaterThan(10);
  });
});
