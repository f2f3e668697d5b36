import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./negotiate.ts";

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", "identity"],
    ["x-gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["GZIP;Q=1, BR;q=0", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["gzip;q=0.5, *;q=0.1", "gzip"],
    ["identity;q=0, gzip", "gzip"],
    ["*;q=0, gzip", "gzip"],
    ["identity;q=1, gzip;q=0.5", "identity"],
    ["identity, gzip", "gzip"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it("chooses among the copies there are", () => {
    expect(negotiateEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("br, identity;q=0", [])).toBeNull();
  });

  it("returns null when nothing we have is acceptable", () => {
    expect(negotiateEncoding("identity;q=0")).toBeNull();
    expect(negotiateEncoding("*;q=0")).toBeNull();
    expect(negotiateEncoding("deflate, identity;q=0")).toBeNull();
  });
});
