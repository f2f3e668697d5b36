import { describe, expect, it } from "vitest";
import { testExperience } from "#testing/fixtures.ts";
import { addSuggestion, pickableExperiences } from "./pick-experiences.ts";

const now = new Date("2030-05-01T00:00:00Z");
const rows = [
  testExperience({
    id: "a",
    title: "Paint calm",
    category: "visual-arts",
    wellbeingBenefit: "stress-relief",
    date: "2030-06-02T10:00:00Z",
  }),
  testExperience({ id: "b", title: "Choir", category: "music", date: "2030-06-01T10:00:00Z" }),
  testExperience({ id: "c", title: "Old choir", category: "music", date: "2030-01-01T10:00:00Z" }),
  testExperience({
    id: "d",
    title: "Hidden choir",
    category: "music",
    isActive: false,
    date: "2030-06-01T10:00:00Z",
  }),
];

describe("pickableExperiences", () => {
  it("offers upcoming active listings, soonest first, matching the search", () => {
    expect(pickableExperiences(rows, "", null, now).map((e) => e.id)).toEqual(["b", "a"]);
    expect(pickableExperiences(rows, "choir", null, now).map((e) => e.id)).toEqual(["b"]);
  });
  it("applies a quick filter's category and wellbeing theme", () => {
    expect(pickableExperiences(rows, "", "art-anxiety", now).map((e) => e.id)).toEqual(["a"]);
  });
});

describe("addSuggestion", () => {
  it("keeps the order, skips duplicates and stops at five", () => {
    expect(addSuggestion(["a"], "b")).toEqual(["a", "b"]);
    expect(addSuggestion(["a"], "a")).toEqual(["a"]);
    expect(addSuggestion(["1", "2", "3", "4", "5"], "6")).toHaveLength(5);
  });
});
