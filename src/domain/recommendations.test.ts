import { describe, expect, it } from "vitest";
import { featureSet } from "./accessibility.ts";
import { LIST_CATEGORIES } from "./constants.ts";
import type { RecommendableExperience } from "./recommendation-inputs.ts";
import { recommend } from "./recommendations.ts";

const now = new Date(2026, 0, 10, 12, 0);
const DAY = 86_400_000;

type Exp = RecommendableExperience;

function exp(id: string, category: string, daysAhead: number, over: Partial<Exp> = {}): Exp {
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
  };
}

/** Three experiences per list category, dates spread over the coming weeks. */
const catalogue: Exp[] = LIST_CATEGORIES.flatMap((c, i) =>
  [0, 1, 2].map((k) =>
    exp(`${c}-${k}`, c, 1 + ((i * 3 + k) % 20), {
      accessibilityFeatures: k === 0 ? ["wheelchair-accessible"] : k === 1 ? ["wheelchair"] : [],
    }),
  ),
);

const CALM = ["creative-wellbeing", "visual-arts", "craft-making", "music"];
const stressedRows = [
  { mood: "stressed", experienceCategory: "creative-wellbeing", effectiveness: 9 },
  { mood: "stressed", experienceCategory: "visual-arts", effectiveness: 8 },
  { mood: "stressed", experienceCategory: "craft-making", effectiveness: 8 },
  {
    mood: "stressed",
    experienceCategory: "music",
    effectiveness: 7,
    recommendationReason: "Rhythm calms",
  },
  { mood: "lonely", experienceCategory: "participatory-arts", effectiveness: 10 },
];

describe("recommend: eligibility", () => {
  it("never gives a wheelchair user an experience without wheelchair access", () => {
    const results = recommend({
      experiences: catalogue,
      profile: { accessibilityNeeds: "I use a wheelchair, step-free access please" },
      now,
      limit: 50,
    });
    expect(results.length).toBe(16); // k = 0 and k = 1 (legacy id) of each category
    for (const r of results) {
      expect(featureSet(r.experience.accessibilityFeatures).has("wheelchair-accessible")).toBe(
        true,
      );
      expect(r.reasons.map((x) => x.code)).toContain("meets-accessibility");
    }
  });

  it("leaves out past, inactive, registered and full experiences", () => {
    const experiences = [
      exp("past", "music", -1),
      exp("inactive", "music", 3, { isActive: false }),
      exp("registered", "music", 3),
      exp("full", "music", 3, { maxParticipants: 10 }),
      exp("room", "music", 3, { maxParticipants: 10 }),
      exp("today-date-only", "music", 0, { date: "2026-01-10" }),
      exp("undated", "music", 0, { date: "whenever" }),
    ];
    const results = recommend({
      experiences,
      registeredIds: ["registered"],
      registrationsCount: { full: 10, room: 9 },
      now,
    });
    expect(results.map((r) => r.experience.id).sort()).toEqual(["room", "today-date-only"]);
    const viaMap = recommend({ experiences, registrationsCount: new Map([["room", 10]]), now });
    expect(viaMap.map((r) => r.experience.id)).not.toContain("room");
  });
});

describe("recommend: relevance", () => {
  it("puts calming categories first for a stressed user", () => {
    for (const moodRecommendations of [stressedRows, []]) {
      const results = recommend({
        experiences: catalogue,
        latestMood: { mood: "stressed", createdAt: now.toISOString() },
        moodRecommendations,
        now,
      });
      const top4 = results.slice(0, 4).map((r) => r.experience.category);
      expect(top4.every((c) => CALM.includes(c))).toBe(true);
      expect(new Set(top4).size).toBe(4);
      expect(results[0]?.reasons[0]?.code).toBe("mood-match");
    }
  });

  it("carries the mood recommendation's reason", () => {
    const results = recommend({
      experiences: [exp("m", "music", 2)],
      latestMood: { mood: "stressed" },
      moodRecommendations: stressedRows,
      now,
    });
    expect(results[0]?.reasons[0]).toEqual({
      code: "mood-match",
      params: { mood: "stressed", reason: "Rhythm calms" },
      text: "Helps when you feel stressed: Rhythm calms",
    });
  });

  it("gives an empty profile sensible, varied, future results", () => {
    const results = recommend({ experiences: catalogue, profile: null, now });
    const top6 = results.slice(0, 6);
    expect(top6).toHaveLength(6);
    expect(new Set(top6.map((r) => r.experience.category)).size).toBeGreaterThanOrEqual(3);
    for (const r of top6) {
      expect(Date.parse(r.experience.date)).toBeGreaterThan(now.getTime());
      expect(r.reasons.some((x) => x.code === "explore")).toBe(true);
    }
  });

  it("lets a strong preference repeat its category but keeps some variety", () => {
    const experiences = [
      ...Array.from({ length: 10 }, (_, i) => exp(`music-${i}`, "music", 5 + i)),
      ...catalogue.filter((e) => e.category !== "music"),
    ];
    const results = recommend({
      experiences,
      profile: { preferredCategories: ["music"], wellbeingGoals: ["Reduce stress and anxiety"] },
      now,
    });
    const top6 = results.slice(0, 6).map((r) => r.experience.category);
    expect(top6[0]).toBe("music");
    expect(top6.filter((c) => c === "music").length).toBeGreaterThanOrEqual(2);
    expect(top6.filter((c) => c !== "music").length).toBeGreaterThanOrEqual(2);
  });

  it("explains goal matches with codes, params and English text", () => {
    const [first] = recommend({
      experiences: [
        exp("p", "craft", 3, { wellbeingBenefit: "Calming, stress-relieving clay work" }),
      ],
      profile: {
        wellbeingGoals: ["Reduce stress and anxiety"],
        preferredCategories: ["craft-making"],
      },
      now,
    });
    expect(first?.reasons.slice(0, 2)).toEqual([
      {
        code: "matches-goal",
        params: { goal: "Reduce stress and anxiety" },
        text: "Matches your goal: Reduce stress and anxiety",
      },
      {
        code: "preferred-category",
        params: { category: "craft-making" },
        text: "In a category you like: Craft & Making",
      },
    ]);
  });

  it("demotes experiences lacking a soft need and says so", () => {
    const results = recommend({
      experiences: [
        exp("no-loop", "music", 2),
        exp("loop", "music", 9, { accessibilityFeatures: ["hearing-loop"] }),
      ],
      profile: { accessibilityNeeds: "I am hard of hearing" },
      now,
    });
    expect(results.map((r) => r.experience.id)).toEqual(["loop", "no-loop"]);
    expect(results[1]?.reasons.map((r) => r.code)).toContain("may-lack-accessibility");
  });
});

describe("recommend: scores", () => {
  const target = exp("t", "music", 4, { wellbeingBenefit: "Calm, relaxing sound bath" });
  const otherMusic = exp("o", "music", 6);
  const scoreWith = (input: Partial<Parameters<typeof recommend>[0]>) =>
    recommend({ experiences: [target, otherMusic], now, limit: 5, ...input }).find(
      (r) => r.experience.id === "t",
    )?.score ?? Number.NaN;

  it("rises with every added matching signal and stays within 0..1", () => {
    const steps = [
      scoreWith({}),
      scoreWith({ profile: { preferredCategories: ["music"] } }),
      scoreWith({
        profile: { preferredCategories: ["music"], wellbeingGoals: ["Reduce stress and anxiety"] },
      }),
      scoreWith({
        profile: {
          preferredCategories: ["music"],
          wellbeingGoals: ["Reduce stress and anxiety", "Find inner peace"],
        },
      }),
      scoreWith({
        profile: {
          preferredCategories: ["music"],
          wellbeingGoals: ["Reduce stress and anxiety", "Find inner peace"],
        },
        latestMood: { mood: "stressed" },
        moodRecommendations: stressedRows,
      }),
      scoreWith({
        profile: {
          preferredCategories: ["music"],
          wellbeingGoals: ["Reduce stress and anxiety", "Find inner peace"],
        },
        latestMood: { mood: "stressed" },
        moodRecommendations: stressedRows,
        favoriteIds: ["o"],
      }),
      scoreWith({
        profile: {
          preferredCategories: ["music"],
          wellbeingGoals: ["Reduce stress and anxiety", "Find inner peace"],
        },
        latestMood: { mood: "stressed" },
        moodRecommendations: stressedRows,
        favoriteIds: ["o", "t"],
      }),
    ];
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]).toBeGreaterThan(steps[i - 1] as number);
    }
    for (const s of steps) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }
  });

  it("weighs an old mood less", () => {
    const fresh = scoreWith({ latestMood: { mood: "stressed", createdAt: now.toISOString() } });
    const old = scoreWith({
      latestMood: { mood: "stressed", createdAt: new Date(now.getTime() - 20 * DAY).toISOString() },
    });
    expect(old).toBeLessThan(fresh);
    expect(old).toBeGreaterThan(scoreWith({}));
  });

  it("ranks the same whatever the input order, breaking ties by date then id", () => {
    const twins = [exp("b", "music", 3), exp("a", "music", 3), exp("c", "music", 2)];
    const ids = (list: Exp[]) => recommend({ experiences: list, now }).map((r) => r.experience.id);
    expect(ids(twins)).toEqual(["c", "a", "b"]);
    expect(ids([...twins].reverse())).toEqual(["c", "a", "b"]);
  });

  it("handles 10,000 experiences and returns the limit", () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      exp(`e${String(i).padStart(5, "0")}`, LIST_CATEGORIES[i % 8] as string, (i % 60) - 5),
    );
    const results = recommend({
      experiences: many,
      profile: { wellbeingGoals: ["Build social connections"] },
      now,
      limit: 12,
    });
    expect(results).toHaveLength(12);
    for (const r of results) expect(Date.parse(r.experience.date)).toBeGreaterThan(now.getTime());
  });
});
