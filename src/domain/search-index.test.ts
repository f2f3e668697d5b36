import { describe, expect, it } from "vitest";
import { buildSearchIndex, rowsWithEveryTerm } from "./search-index.ts";

/** The answer the index must give: every row whose key contains every term. */
const naive = (keys: readonly string[], terms: readonly string[]) =>
  keys.flatMap((key, row) => (terms.every((t) => key.includes(t)) ? [row] : []));

describe("rowsWithEveryTerm", () => {
  it("finds the rows holding every term, in order, never across two rows", () => {
    const keys = ["clay\nhall", "ay\nclay clay", "", "lay", "hallclay", "c"];
    const index = buildSearchIndex(keys);
    for (const terms of [
      ["clay"],
      ["lay"],
      ["c"],
      ["hall", "clay"],
      ["clay", "hall"],
      ["yh"], // "clay" + "hall" only meet across a row's own line break or two rows
      ["ay", "c"],
      ["x"],
    ]) {
      expect(rowsWithEveryTerm(index, terms), terms.join(" ")).toEqual(naive(keys, terms));
    }
    expect(rowsWithEveryTerm(index, [])).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("agrees with a row-by-row search over many random keys and terms", () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const letters = "abcde ";
    const word = (length: number) =>
      Array.from({ length }, () => letters[random(letters.length)]).join("");
    const keys = Array.from({ length: 3000 }, () => `${word(random(12))}\n${word(random(30))}`);
    const index = buildSearchIndex(keys);
    for (let i = 0; i < 300; i++) {
      const terms = Array.from({ length: 1 + random(3) }, () => word(1 + random(3)).trim()).filter(
        Boolean,
      );
      expect(rowsWithEveryTerm(index, terms), terms.join(" ")).toEqual(naive(keys, terms));
    }
  });
});
