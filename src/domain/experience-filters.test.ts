import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LIST_CATEGORIES } from "./constants.ts";
import {
  experienceSearchSchema,
  type FilterableExperience,
  filterExperiences,
  hasActiveFilters,
  toListCategory,
} from "./experience-filters.ts";

type Row = FilterableExperience & { id: string };

const row = (id: string, over: Partial<Row> = {}): Row => ({
  id,
  title: "Untitled",
  description: "An experience.",
  venue: "Hall",
  category: "music",
  price: 0,
  accessibilityFeatures: [],
  wellbeingBenefit: "",
  ...over,
});

const list: Row[] = [
  row("pottery", {
    title: "Pottery for Beginners",
    description: "Shape clay and unwind.",
    venue: "Clay Studio",
    category: "craft",
    price: 1500,
    accessibilityFeatures: ["wheelchair"],
    wellbeingBenefit: "Reduces stress through calm, focused making",
  }),
  row("choir", {
    title: "Community Choir",
    description: "Sing together every week.",
    venue: "Riverside Arts Centre",
    category: "music",
    accessibilityFeatures: ["hearing-loop", "sign-language-interpreter"],
    wellbeingBenefit: "Builds friendships and social connection",
  }),
  row("drama", {
    title: "Drama Café",
    description: "Improvisation games to build confidence.",
    venue: "Théâtre Nouveau",
    category: "theatre",
    price: 500,
    accessibilityFeatures: ["wheelchair-accessible", "sensory-friendly"],
    wellbeingBenefit: "Confidence and self-expression",
  }),
  row("dance", { title: "Dance in the Park", category: "dance" }),
];

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe("filterExperiences", () => {
  it("returns everything with no filters", () => {
    expect(ids(filterExperiences(list, {}))).toEqual(["pottery", "choir", "drama", "dance"]);
    expect(ids(filterExperiences(list, { category: "all", price: "all" }))).toHaveLength(4);
  });

  it("searches title, description and venue, case- and accent-insensitively, all terms", () => {
    expect(ids(filterExperiences(list, { search: "  POTTERY " }))).toEqual(["pottery"]);
    expect(ids(filterExperiences(list, { search: "riverside" }))).toEqual(["choir"]);
    expect(ids(filterExperiences(list, { search: "together" }))).toEqual(["choir"]);
    expect(ids(filterExperiences(list, { search: "theatre nouveau" }))).toEqual(["drama"]);
    expect(ids(filterExperiences(list, { search: "cafe confidence" }))).toEqual(["drama"]);
    expect(ids(filterExperiences(list, { search: "cafe pottery" }))).toEqual([]);
    // The benefit is not part of the search box (spec: title, description, venue).
    expect(ids(filterExperiences(list, { search: "friendships" }))).toEqual([]);
  });

  it("filters by list category, folding form categories onto them", () => {
    expect(ids(filterExperiences(list, { category: "craft-making" }))).toEqual(["pottery"]);
    expect(ids(filterExperiences(list, { category: "participatory-arts" }))).toEqual(["dance"]);
    expect(ids(filterExperiences(list, { category: "workshop" }))).toEqual(["pottery"]);
    expect(ids(filterExperiences(list, { category: "no-such" }))).toEqual([]);
  });

  it("filters by price", () => {
    expect(ids(filterExperiences(list, { price: "free" }))).toEqual(["choir", "dance"]);
    expect(ids(filterExperiences(list, { price: "paid" }))).toEqual(["pottery", "drama"]);
  });

  it("filters by accessibility, mapping sign-language and legacy ids", () => {
    expect(ids(filterExperiences(list, { accessibility: ["wheelchair-accessible"] }))).toEqual([
      "pottery",
      "drama",
    ]);
    expect(ids(filterExperiences(list, { accessibility: ["wheelchair"] }))).toEqual([
      "pottery",
      "drama",
    ]);
    expect(ids(filterExperiences(list, { accessibility: ["sign-language"] }))).toEqual(["choir"]);
    expect(ids(filterExperiences(list, { accessibility: "wheelchair,sensory-friendly" }))).toEqual([
      "drama",
    ]);
  });

  it("filters by a wellbeing theme or free wellbeing text", () => {
    expect(ids(filterExperiences(list, { wellbeing: "anxiety" }))).toEqual(["pottery"]);
    expect(ids(filterExperiences(list, { wellbeing: "isolation" }))).toEqual(["choir"]);
    expect(ids(filterExperiences(list, { wellbeing: "confidence" }))).toEqual(["drama"]);
    expect(ids(filterExperiences(list, { wellbeing: "friendships" }))).toEqual(["choir"]);
  });

  it("combines filters", () => {
    expect(
      ids(filterExperiences(list, { category: "theatre", price: "paid", search: "improv" })),
    ).toEqual(["drama"]);
  });

  it("filters 10,000 experiences correctly (and again after caching)", () => {
    const big: Row[] = Array.from({ length: 10_000 }, (_, i) =>
      row(`e${i}`, {
        title: `Session ${i} ${i % 10 === 0 ? "Watercolour" : "Workshop"}`,
        venue: `Venue ${i % 50}`,
        category: LIST_CATEGORIES[i % LIST_CATEGORIES.length],
        price: i % 3 === 0 ? 0 : 1000,
        accessibilityFeatures: i % 4 === 0 ? ["wheelchair-accessible"] : [],
      }),
    );
    const expected = big.filter(
      (_, i) =>
        i % 10 === 0 &&
        LIST_CATEGORIES[i % LIST_CATEGORIES.length] === "visual-arts" &&
        i % 3 === 0 &&
        i % 4 === 0,
    );
    const filters = {
      search: "watercolour",
      category: "visual-arts",
      price: "free" as const,
      accessibility: ["wheelchair-accessible"],
    };
    const first = filterExperiences(big, filters);
    expect(first).toEqual(expected);
    expect(first.length).toBeGreaterThan(0);
    expect(filterExperiences(big, filters)).toEqual(expected);
    // Brute-force reference for a multi-term search.
    const reference = big.filter((e) => {
      const hay = `${e.title} ${e.description} ${e.venue}`.toLowerCase();
      return ["venue", "17", "workshop"].every((t) => hay.includes(t));
    });
    expect(filterExperiences(big, { search: "Venue 17 WORKSHOP" })).toEqual(reference);
    expect(reference.length).toBeGreaterThan(200);
  });
});

describe("toListCategory", () => {
  it.each([
    ["craft", "craft-making"],
    ["dance", "participatory-arts"],
    ["wellbeing", "creative-wellbeing"],
    ["community", "participatory-arts"],
    ["digital-arts", "visual-arts"],
    ["art", "visual-arts"],
    ["creative", "creative-wellbeing"],
    ["Theatre", "theatre"],
    ["cooking", null],
  ])("%s → %s", (input, expected) => {
    expect(toListCategory(input)).toBe(expected);
  });
});

describe("experienceSearchSchema", () => {
  it("reads the links of the home page and dashboards", () => {
    expect(v.parse(experienceSearchSchema, { category: "art", wellbeing: "anxiety" })).toEqual({
      category: "visual-arts",
      wellbeing: "anxiety",
    });
    expect(v.parse(experienceSearchSchema, { search: 42 })).toEqual({ search: "42" });
  });

  it("falls back instead of throwing on bad values", () => {
    expect(
      v.parse(experienceSearchSchema, {
        search: { evil: true },
        category: "nope",
        price: "cheap",
        accessibility: 7,
        wellbeing: ["x"],
      }),
    ).toEqual({});
    expect(v.parse(experienceSearchSchema, "garbage")).toEqual({});
    expect(v.parse(experienceSearchSchema, { category: "all", search: "   " })).toEqual({});
  });

  it("normalises accessibility to filter ids", () => {
    expect(
      v.parse(experienceSearchSchema, {
        accessibility: "wheelchair,sign-language-interpreter,bogus,wheelchair-accessible",
      }),
    ).toEqual({ accessibility: ["wheelchair-accessible", "sign-language"] });
    expect(v.parse(experienceSearchSchema, { accessibility: ["hearing-loop"] })).toEqual({
      accessibility: ["hearing-loop"],
    });
  });

  it("knows when filters are active", () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ category: "all", price: "all", search: " " })).toBe(false);
    expect(hasActiveFilters({ price: "free" })).toBe(true);
  });
});
