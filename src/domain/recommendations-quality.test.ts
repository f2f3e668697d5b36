import { describe, expect, it } from "vitest";
import { featureSet } from "./accessibility.ts";
import { toListCategory } from "./categories.ts";
import type { RecommendableExperience } from "./recommendation-inputs.ts";
import { recommend } from "./recommendations.ts";

/**
 * Hand-checked cases a person would judge: numbers worked out on paper from the formula in
 * recommendations.ts, and situations where a wrong ranking would be plainly unhelpful.
 */

const now = new Date(2026, 2, 2, 9, 0);
const DAY = 86_400_000;

function exp(
  id: string,
  category: string,
  daysAhead: number,
  over: Partial<RecommendableExperience> = {},
): RecommendableExperience {
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
    price: 800,
    ...over,
  };
}

const ids = (results: { experience: { id: string } }[]) => results.map((r) => r.experience.id);

describe("recommend: numbers worked out by hand", () => {
  it("scores soonness, category and a fully matched goal as the formula says", () => {
    const e = exp("m", "music", 14, { wellbeingBenefit: "A calm, relaxing evening" });
    // S = 1 / (1 + 14/14) = 0.5 → 0.10 × 0.5 = 0.05
    expect(recommend({ experiences: [e], now })[0]?.score).toBeCloseTo(0.05, 6);
    // + C: 0.26 × 1
    const withCategory = recommend({
      experiences: [e],
      profile: { preferredCategories: ["music"] },
      now,
    });
    expect(withCategory[0]?.score).toBeCloseTo(0.31, 6);
    // + G: music serves "calm" and the text says "calm" → strength 1 → G = 1 − (1 − 0.8) = 0.8
    //   → 0.32 × 0.8 = 0.256; total 0.566 → shown as 57 % and 2.8 stars.
    const full = recommend({
      experiences: [e],
      profile: { preferredCategories: ["music"], wellbeingGoals: ["Reduce stress and anxiety"] },
      now,
    });
    expect(full[0]?.score).toBeCloseTo(0.566, 6);
    expect(Math.round((full[0]?.score ?? 0) * 100)).toBe(57);
  });

  it("halves the score once per unmet soft need", () => {
    const e = exp("t", "theatre", 14);
    const [plain] = recommend({ experiences: [e], now });
    const [deaf] = recommend({
      experiences: [e],
      profile: { accessibilityNeeds: "Deaf, BSL user; I also get overwhelmed by loud noise" },
      now,
    });
    // Two soft needs (sign language, sensory) unmet: 0.05 × 0.5 × 0.5.
    expect(deaf?.score).toBeCloseTo((plain?.score ?? 0) / 4, 6);
    expect(deaf?.reasons.filter((r) => r.code === "may-lack-accessibility")).toHaveLength(2);
  });
});

describe("recommend: situations a person would judge", () => {
  it("never trades a wheelchair user's access for their favourite category", () => {
    const experiences = [
      // Their favourite category, perfectly matched, but with steps only.
      ...[1, 2, 3].map((d) =>
        exp(`theatre-${d}`, "theatre", d, { wellbeingBenefit: "Builds confidence on stage" }),
      ),
      exp("gallery", "visual-arts", 9, { accessibilityFeatures: ["wheelchair-accessible"] }),
      exp("choir", "music", 12, { accessibilityFeatures: ["wheelchair", "hearing-loop"] }),
    ];
    const results = recommend({
      experiences,
      profile: {
        preferredCategories: ["theatre"],
        wellbeingGoals: ["Build confidence"],
        accessibilityNeeds: "I use a wheelchair",
      },
      now,
    });
    expect(ids(results)).toEqual(["gallery", "choir"]);
    for (const r of results) {
      expect(featureSet(r.experience.accessibilityFeatures).has("wheelchair-accessible")).toBe(
        true,
      );
    }
  });

  it("gives a lonely user social experiences first, explained by the mood", () => {
    const catalogue = [
      exp("reading", "literature", 2),
      exp("sound-bath", "creative-wellbeing", 2),
      exp("painting", "visual-arts", 3),
      exp("dance", "dance", 4, { wellbeingBenefit: "Meet people and move together" }),
      exp("family", "family-intergenerational", 5),
      exp("choir", "music", 6),
    ];
    const results = recommend({
      experiences: catalogue,
      latestMood: { mood: "lonely", createdAt: now.toISOString() },
      now,
    });
    const top2 = results.slice(0, 2).map((r) => toListCategory(r.experience.category));
    expect(top2).toEqual(["participatory-arts", "family-intergenerational"]);
    expect(results[0]?.reasons[0]).toMatchObject({
      code: "mood-match",
      params: { mood: "lonely" },
    });
  });

  it("lets goals and chosen categories outweigh a passing mood", () => {
    const results = recommend({
      experiences: [
        exp("calm", "creative-wellbeing", 5, { wellbeingBenefit: "Calm and gentle" }),
        exp("group", "participatory-arts", 5, { wellbeingBenefit: "Make friends together" }),
      ],
      profile: {
        wellbeingGoals: ["Build social connections"],
        preferredCategories: ["participatory-arts"],
      },
      latestMood: { mood: "stressed", createdAt: now.toISOString() },
      now,
    });
    expect(ids(results)).toEqual(["group", "calm"]);
    expect(results[1]?.reasons.map((r) => r.code)).toContain("mood-match");
  });

  it("does not recommend what is over, full or already booked, however well it matches", () => {
    const perfect = { wellbeingBenefit: "Calm, relaxing and mindful" };
    const results = recommend({
      experiences: [
        exp("yesterday", "creative-wellbeing", -1, perfect),
        exp("full", "creative-wellbeing", 3, { ...perfect, maxParticipants: 12 }),
        exp("booked", "creative-wellbeing", 4, perfect),
        exp("open", "music", 20),
      ],
      profile: {
        wellbeingGoals: ["Find inner peace"],
        preferredCategories: ["creative-wellbeing"],
      },
      registeredIds: ["booked"],
      registrationsCount: { full: 12 },
      now,
    });
    expect(ids(results)).toEqual(["open"]);
  });

  it("mixes categories for an empty profile instead of filling the top with one kind", () => {
    // Twelve music events in the next days and a few others a little later.
    const experiences = [
      ...Array.from({ length: 12 }, (_, i) => exp(`music-${i}`, "music", 1 + i / 4)),
      exp("theatre", "theatre", 6),
      exp("craft", "craft", 7),
      exp("poetry", "literature", 8),
    ];
    const top5 = recommend({ experiences, profile: {}, now }).slice(0, 5);
    const categories = new Set(top5.map((r) => toListCategory(r.experience.category)));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(top5[0]?.experience.id).toBe("music-0");
  });
});
