import { describe, expect, it } from "vitest";
import { HOME_CATEGORIES } from "#domain/categories.ts";
import { featuredFor, listCategoryForHome } from "./home-categories.ts";

const e = (id: string, category: string) => ({ id, category });

describe("home category bar", () => {
  it("maps every home entry onto one list category, as the decision record says", () => {
    expect(Object.fromEntries(HOME_CATEGORIES.map((c) => [c, listCategoryForHome(c)]))).toEqual({
      all: null,
      art: "visual-arts",
      music: "music",
      theatre: "theatre",
      workshop: "craft-making",
      community: "participatory-arts",
    });
  });

  it("filters by the folded category and keeps at most six, in the given order", () => {
    const upcoming = [
      e("a", "visual-arts"),
      e("b", "digital-arts"),
      e("c", "craft"),
      e("d", "community"),
      e("f", "dance"),
      e("g", "music"),
      ...Array.from({ length: 8 }, (_, i) => e(`m${i}`, "music")),
    ];
    expect(featuredFor(upcoming, "art").map((x) => x.id)).toEqual(["a", "b"]);
    expect(featuredFor(upcoming, "workshop").map((x) => x.id)).toEqual(["c"]);
    expect(featuredFor(upcoming, "community").map((x) => x.id)).toEqual(["d", "f"]);
    expect(featuredFor(upcoming, "theatre")).toEqual([]);
    expect(featuredFor(upcoming, "music")).toHaveLength(6);
    expect(featuredFor(upcoming, "all").map((x) => x.id)).toEqual(["a", "b", "c", "d", "f", "g"]);
  });
});
