import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, loginSearchSchema } from "./search-schemas.ts";

describe("isSafeRedirectPath", () => {
  it("accepts same-origin absolute paths with search and hash", () => {
    expect(isSafeRedirectPath("/profile")).toBe(true);
    expect(isSafeRedirectPath("/experiences?category=music&search=jazz")).toBe(true);
    expect(isSafeRedirectPath("/experience/0192f3a0-1c2d-7e8f-9a0b-1c2d3e4f5a6b#ticket")).toBe(
      true,
    );
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "profile",
      "",
      "/\t/evil.example",
      "/\n/evil.example",
    ]) {
      expect(isSafeRedirectPath(bad), bad).toBe(false);
    }
    expect(isSafeRedirectPath(42)).toBe(false);
    expect(isSafeRedirectPath(undefined)).toBe(false);
  });
});

describe("loginSearchSchema", () => {
  it("keeps a safe redirect and drops an unsafe one instead of failing", () => {
    expect(v.parse(loginSearchSchema, { redirect: "/calendar" })).toEqual({
      redirect: "/calendar",
    });
    expect(v.parse(loginSearchSchema, { redirect: "//evil.example" })).toEqual({
      redirect: undefined,
    });
    expect(v.parse(loginSearchSchema, {})).toEqual({ redirect: undefined });
  });
});
