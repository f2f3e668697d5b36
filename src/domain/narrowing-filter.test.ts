import { describe, expect, it } from "vitest";
import {
  type ExperienceFilters,
  type FilterableExperience,
  filterExperiences,
} from "./experience-filters.ts";
import { createNarrowingFilter, INDEX_FROM } from "./narrowing-filter.ts";

type Row = FilterableExperience & { id: string };

const WORDS = ["clay", "choir", "poetry", "ink", "dance", "garden", "story", "drum", "tiṅk"];

/** Rows whose search key is read through a getter, so a test can tell which rows were examined. */
function rows(n: number, examined: Set<string>): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const title = `${WORDS[i % WORDS.length]} session ${i}`;
    const description = `A relaxed ${WORDS[(i * 7) % WORDS.length]} evening`;
    const searchKey = `${title}\n${description}\nhall`.toLowerCase();
    return {
      id: `r${i}`,
      title,
      description,
      venue: "Hall",
      category: i % 2 ? "music" : "craft",
      price: i % 3 === 0 ? 0 : 500,
      accessibilityFeatures: [],
      get searchKey() {
        examined.add(`r${i}`);
        return searchKey;
      },
    };
  });
}

const ids = (list: readonly Row[]) => list.map((r) => r.id);

describe("createNarrowingFilter", () => {
  it.each([
    ["a short list", 400],
    ["a list searched through its index", INDEX_FROM + 500],
  ])("answers exactly as filterExperiences over the whole list: %s", (_, size) => {
    const examined = new Set<string>();
    const list = rows(size, examined);
    const narrow = createNarrowingFilter<Row>();
    // Typing forward, backspacing, a space, replacing a word, and other filters changing.
    const steps: ExperienceFilters[] = [
      { search: "r" },
      { search: "re" },
      { search: "rel" },
      { search: "relaxed " },
      { search: "relaxed c" },
      { search: "relaxed cl" },
      { search: "relaxed c" },
      { search: "relaxed ch", price: "free" },
      { search: "relaxed cho", price: "free" },
      { search: "relaxed cho", price: "paid" },
      { search: "session 1" },
      { search: "session 12" },
      { search: "session 1 2" },
      { search: "2 session 1" },
      { search: "clay", category: "music" },
      { search: "clay session", category: "music" },
      { search: "" },
      { search: "TIṄK" },
    ];
    for (const filters of steps) {
      expect(ids(narrow(list, filters)), JSON.stringify(filters)).toEqual(
        ids(filterExperiences(list, filters)),
      );
    }
  });

  it("filters the last answer when the search only grew more specific", () => {
    const examined = new Set<string>();
    const list = rows(1000, examined);
    const narrow = createNarrowingFilter<Row>();
    const first = narrow(list, { search: "clay" });
    expect(examined.size).toBe(1000);
    examined.clear();
    narrow(list, { search: "clay sess" });
    expect([...examined].sort()).toEqual(ids(first).sort());
  });

  it("starts again from the whole list after new rows, other filters, or a wider search", () => {
    const examined = new Set<string>();
    const list = rows(300, examined);
    const narrow = createNarrowingFilter<Row>();
    narrow(list, { search: "clay" });
    const free = list.filter((r) => r.price === 0).length;
    for (const [rowsNow, filters, count] of [
      [[...list], { search: "clay s" }, 300],
      // The price filter is checked before the search key: only free rows are read.
      [list, { search: "clay s", price: "free" }, free],
      [list, { search: "cla" }, 300],
    ] as const) {
      examined.clear();
      narrow(rowsNow, filters);
      expect(examined.size).toBe(count);
    }
  });

  it("searches a long list through its index, built once: no row's search key is read", () => {
    const examined = new Set<string>();
    const list = rows(INDEX_FROM * 2, examined);
    const expected = ids(
      filterExperiences(rows(INDEX_FROM * 2, new Set()), { search: "clay session 1" }),
    );
    const narrow = createNarrowingFilter<Row>();
    narrow.prepare(list);
    expect(examined.size).toBe(INDEX_FROM * 2);
    examined.clear();
    const clay = narrow(list, { search: "clay" });
    expect(narrow(list, { search: "relaxed" })).toHaveLength(INDEX_FROM * 2);
    // Narrowing a large answer goes through the index too; a small one is filtered row by row.
    narrow(list, { search: "relaxed c" });
    expect(examined.size).toBe(0);
    expect(ids(narrow(list, { search: "clay session 1" }))).toEqual(expected);
    expect(examined.size).toBe(0);
    narrow(list, { search: "clay session 12" });
    expect(examined.size).toBeGreaterThan(0);
    expect(examined.size).toBeLessThan(clay.length);
    // New rows: a new index.
    examined.clear();
    narrow([...list], { search: "clay" });
    expect(examined.size).toBe(INDEX_FROM * 2);
  });
  it("prepares between keystrokes without changing an answer or what the next key narrows", () => {
    const examined = new Set<string>();
    const list = rows(INDEX_FROM * 2, examined);
    const plain = rows(INDEX_FROM * 2, new Set());
    const narrow = createNarrowingFilter<Row>();
    expect(ids(narrow(list, { search: "clay session 1" }))).toEqual(
      ids(filterExperiences(plain, { search: "clay session 1" })),
    );
    narrow.prepare(list);
    examined.clear();
    // Still narrowed from the last answer (a few rows read), not searched afresh.
    expect(ids(narrow(list, { search: "clay session 12" }))).toEqual(
      ids(filterExperiences(plain, { search: "clay session 12" })),
    );
    expect(examined.size).toBeGreaterThan(0);
    expect(examined.size).toBeLessThan(INDEX_FROM / 8);
  });
});
