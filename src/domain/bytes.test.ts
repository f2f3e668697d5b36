import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes.ts";

describe("formatBytes", () => {
  it("picks the unit by size, decimal, with at most one decimal", () => {
    expect(formatBytes(0, "en")).toBe("0 byte");
    expect(formatBytes(950, "en")).toBe("950 byte");
    expect(formatBytes(12_345, "en")).toBe("12.3 kB");
    expect(formatBytes(4_200_000, "en")).toBe("4.2 MB");
    expect(formatBytes(299_600_000_000, "en")).toBe("300 GB");
  });

  it("writes numbers and units the language's way", () => {
    // Some locales put a narrow no-break space between number and unit.
    expect(formatBytes(4_250_000, "de")).toMatch(/^4,3\sMB$/);
    expect(formatBytes(1_500_000_000, "fr")).toMatch(/^1,5\sGo$/);
    expect(formatBytes(2_000_000, "hy")).toMatch(/^2\sՄԲ$/);
    expect(formatBytes(1_500_000_000, "lv")).toMatch(/^1,5\s?GB$/);
  });
});
