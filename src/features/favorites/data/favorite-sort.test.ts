import { describe, expect, it } from "vitest";
import { sortFavorites } from "./favorite-sort.ts";

const saved = (id: string, title: string, createdAt: string) => ({
  createdAt,
  experience: { id, title },
});

const rows = [
  saved("b", "Évening choir", "2030-01-02T10:00:00.000Z"),
  saved("a", "art walk", "2030-01-03T10:00:00.000Z"),
  saved("c", "Zine workshop", "2030-01-01T10:00:00.000Z"),
  saved("d", "Choir 10", "2030-01-02T10:00:00.000Z"),
  saved("e", "Choir 9", "2030-01-04T10:00:00.000Z"),
];
const ids = (list: readonly { experience: { id: string } }[]) => list.map((f) => f.experience.id);

describe("sortFavorites", () => {
  it("puts the latest save first for 'newest', ties by id", () => {
    expect(ids(sortFavorites(rows, "newest", "en"))).toEqual(["e", "a", "b", "d", "c"]);
  });

  it("puts the earliest save first for 'oldest', ties by id", () => {
    expect(ids(sortFavorites(rows, "oldest", "en"))).toEqual(["c", "b", "d", "a", "e"]);
  });

  it("orders titles as a reader would: case and accents ignored, numbers by value", () => {
    expect(sortFavorites(rows, "title", "en").map((f) => f.experience.title)).toEqual([
      "art walk",
      "Choir 9",
      "Choir 10",
      "Évening choir",
      "Zine workshop",
    ]);
  });

  it("leaves the input as it was", () => {
    const before = ids(rows);
    sortFavorites(rows, "title", "en");
    expect(ids(rows)).toEqual(before);
  });
});
