import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTE_PRELOADS_FILE, readRoutePreloads, routeMatcher } from "./route-preloads.ts";

const route = (pattern: string) => ({ pattern });

describe("which route a URL path opens", () => {
  const match = routeMatcher(
    [
      "/",
      "/experiences",
      "/experience/$id",
      "/dashboard/$role",
      "/dashboard/",
      "/partner/check-in/$experienceId",
      "/partner/check-in/",
      "/partner/experiences/new",
      "/files/$",
    ].map(route),
  );
  const opens = (path: string) => match(path)?.pattern ?? null;

  it("matches literal, dynamic and index routes as the router does", () => {
    expect(opens("/")).toBe("/");
    expect(opens("/experiences")).toBe("/experiences");
    expect(opens("/experiences/")).toBe("/experiences");
    expect(opens("/Experiences")).toBe("/experiences");
    expect(opens("/experience/0b9c2d4e-1f3a-4b5c-8d6e-7f8091a2b3c4")).toBe("/experience/$id");
    expect(opens("/dashboard")).toBe("/dashboard/");
    expect(opens("/dashboard/individual")).toBe("/dashboard/$role");
    expect(opens("/partner/check-in")).toBe("/partner/check-in/");
    expect(opens("/partner/check-in/abc")).toBe("/partner/check-in/$experienceId");
    expect(opens("/files/a/b/c")).toBe("/files/$");
  });

  it("answers null for a path no route has (the not-found screen)", () => {
    for (const path of ["/nope", "/experience", "/experience/a/b", "/experience//", "/dash"]) {
      expect(opens(path), path).toBeNull();
    }
  });

  it("prefers a literal segment to a parameter, whatever the order given", () => {
    const both = routeMatcher([route("/a/$id"), route("/a/new"), route("/$x/new")]);
    expect(both("/a/new")?.pattern).toBe("/a/new");
    expect(both("/a/7")?.pattern).toBe("/a/$id");
    expect(both("/b/new")?.pattern).toBe("/$x/new");
  });
});

describe("reading the build's map", () => {
  const withMap = (content: string) => {
    const root = mkdtempSync(join(tmpdir(), "cw-preloads-"));
    mkdirSync(join(root, ".vite"));
    writeFileSync(join(root, ROUTE_PRELOADS_FILE), content);
    try {
      return readRoutePreloads(root);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };

  it("keeps well-formed routes and drops any URL that could break out of an attribute", () => {
    const routes = withMap(
      JSON.stringify([
        { pattern: "/experiences", js: ["/assets/experiences-x1.js"], css: [] },
        { pattern: "/evil", js: ['/assets/a.js"><script>alert(1)</script>'], css: [] },
        { pattern: "/far", js: ["/../secret.js"], css: [] },
        { pattern: "/other", js: ["https://elsewhere.example/x.js"], css: [] },
        { pattern: "/another", js: ["//elsewhere.example/x.js"], css: [] },
        { pattern: "relative", js: [], css: [] },
        { pattern: "/no-css", js: [] },
      ]),
    );
    expect(routes).toEqual([
      { pattern: "/experiences", js: ["/assets/experiences-x1.js"], css: [] },
    ]);
  });

  it("reads no routes from a missing or broken file", () => {
    expect(readRoutePreloads(join(tmpdir(), "cw-no-such-dist"))).toEqual([]);
    expect(withMap("{not json")).toEqual([]);
    expect(withMap('{"routes":[]}')).toEqual([]);
  });
});
