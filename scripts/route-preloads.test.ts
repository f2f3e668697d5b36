import { describe, expect, it } from "vitest";
import { bundleManifest, type WrittenBundle } from "./bundle-manifest.ts";
import type { Manifest } from "./check-budget.ts";
import { routePreloads } from "./route-preloads.ts";
import { treeRoutes } from "./route-tree.ts";

// The build's map of each route's chunks, from a generated tree and a Vite manifest.

/** A route tree in the shape TanStack Router's generator writes (a pathless layout, a `$id`). */
const TREE = `
import { Route as rootRouteImport } from './routes/__root'
import { Route as IndexRouteImport } from './routes/index'
import { Route as AuthenticatedRouteImport } from './routes/_authenticated'
import { Route as LandingRouteImport } from './routes/landing'
import { Route as AuthenticatedExperiencesRouteImport } from './routes/_authenticated/experiences'
import { Route as AuthenticatedExperienceIdRouteImport } from './routes/_authenticated/experience.$id'
import { Route as AuthenticatedDashboardIndexRouteImport } from './routes/_authenticated/dashboard/index'

const IndexRoute = IndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthenticatedRoute = AuthenticatedRouteImport.update({
  id: '/_authenticated',
  getParentRoute: () => rootRouteImport,
} as any)
const LandingRoute = LandingRouteImport.update({
  id: '/landing',
  path: '/landing',
  getParentRoute: () => rootRouteImport,
} as any)
const AuthenticatedExperiencesRoute = AuthenticatedExperiencesRouteImport.update({
  id: '/experiences',
  path: '/experiences',
  getParentRoute: () => AuthenticatedRoute,
} as any)
const AuthenticatedExperienceIdRoute =
  AuthenticatedExperienceIdRouteImport.update({
    id: '/experience/$id',
    path: '/experience/$id',
    getParentRoute: () => AuthenticatedRoute,
  } as any)
const AuthenticatedDashboardIndexRoute =
  AuthenticatedDashboardIndexRouteImport.update({
    id: '/dashboard/',
    path: '/dashboard/',
    getParentRoute: () => AuthenticatedRoute,
  } as any)

export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/landing': typeof LandingRoute
  '/experiences': typeof AuthenticatedExperiencesRoute
  '/experience/$id': typeof AuthenticatedExperienceIdRoute
  '/dashboard/': typeof AuthenticatedDashboardIndexRoute
}
export interface FileRoutesByTo {
  '/': typeof IndexRoute
}

declare module '@tanstack/react-router' {
  interface FileRoutesByPath {
    '/': {
      id: '/'
      path: '/'
      fullPath: '/'
      preLoaderRoute: typeof IndexRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authenticated': {
      id: '/_authenticated'
      path: ''
      fullPath: '/'
      preLoaderRoute: typeof AuthenticatedRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/landing': {
      id: '/landing'
      path: '/landing'
      fullPath: '/landing'
      preLoaderRoute: typeof LandingRouteImport
      parentRoute: typeof rootRouteImport
    }
    '/_authenticated/experiences': {
      id: '/_authenticated/experiences'
      path: '/experiences'
      fullPath: '/experiences'
      preLoaderRoute: typeof AuthenticatedExperiencesRouteImport
      parentRoute: typeof AuthenticatedRoute
    }
    '/_authenticated/experience/$id': {
      id: '/_authenticated/experience/$id'
      path: '/experience/$id'
      fullPath: '/experience/$id'
      preLoaderRoute: typeof AuthenticatedExperienceIdRouteImport
      parentRoute: typeof AuthenticatedRoute
    }
    '/_authenticated/dashboard/': {
      id: '/_authenticated/dashboard/'
      path: '/dashboard'
      fullPath: '/dashboard/'
      preLoaderRoute: typeof AuthenticatedDashboardIndexRouteImport
      parentRoute: typeof AuthenticatedRoute
    }
  }
}
`;

const split = (file: string, part = "component") => `src/routes/${file}.tsx?tsr-split=${part}`;

const manifest: Manifest = {
  "index.html": {
    file: "assets/index-e1.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: [split("_authenticated"), split("landing"), "src/shell.ts"],
    css: ["assets/index-c1.css"],
  },
  "_react.js": { file: "assets/react-r1.js" },
  "_db.js": { file: "assets/db-d1.js", imports: ["_react.js"] },
  "_screens.js": { file: "assets/screens-s1.js", imports: ["_db.js", "_react.js"] },
  "_map.js": { file: "assets/map-m1.js", css: ["assets/map-m1.css"] },
  "src/shell.ts": { file: "assets/shell-h1.js", imports: ["_react.js"] },
  [split("_authenticated")]: { file: "assets/_authenticated-a1.js", imports: ["_db.js"] },
  [split("landing")]: { file: "assets/landing-l1.js", imports: ["_react.js"] },
  [split("index")]: { file: "assets/routes-i1.js" },
  [split("_authenticated/experiences")]: {
    file: "assets/experiences-x1.js",
    imports: ["_screens.js"],
    dynamicImports: ["_map.js"],
  },
  [split("_authenticated/experience.$id")]: {
    file: "assets/experience._id-y1.js",
    imports: ["_screens.js", "_map.js"],
  },
  [split("_authenticated/experience.$id", "errorComponent")]: {
    file: "assets/experience._id-err.js",
  },
  [split("_authenticated/dashboard/index")]: { file: "assets/dashboard-z1.js" },
};

describe("the routes of a generated route tree", () => {
  it("lists every URL pattern with its chain of route files, pathless layouts only inside", () => {
    expect(treeRoutes(TREE, "src/routeTree.gen.ts")).toEqual([
      { fullPath: "/", files: ["src/routes/__root", "src/routes/index"] },
      { fullPath: "/landing", files: ["src/routes/__root", "src/routes/landing"] },
      {
        fullPath: "/experiences",
        files: [
          "src/routes/__root",
          "src/routes/_authenticated",
          "src/routes/_authenticated/experiences",
        ],
      },
      {
        fullPath: "/experience/$id",
        files: [
          "src/routes/__root",
          "src/routes/_authenticated",
          "src/routes/_authenticated/experience.$id",
        ],
      },
      {
        fullPath: "/dashboard/",
        files: [
          "src/routes/__root",
          "src/routes/_authenticated",
          "src/routes/_authenticated/dashboard/index",
        ],
      },
    ]);
  });

  it("refuses a tree it cannot read instead of writing an empty map", () => {
    expect(() => treeRoutes("export {}", "src/routeTree.gen.ts")).toThrow(/FileRoutesByFullPath/);
  });
});

describe("each route's preloads", () => {
  const map = routePreloads(manifest, treeRoutes(TREE, "src/routeTree.gen.ts"));
  const of = (pattern: string) => map.find((route) => route.pattern === pattern);

  it("names the layout's and the route's chunks and their static imports, not the entry's", () => {
    expect(of("/experiences")).toEqual({
      pattern: "/experiences",
      js: expect.arrayContaining([
        "/assets/_authenticated-a1.js",
        "/assets/db-d1.js",
        "/assets/experiences-x1.js",
        "/assets/screens-s1.js",
      ]),
      css: [],
    });
    expect(of("/experiences")?.js).toHaveLength(4); // no react-r1.js (entry), no map (dynamic)
  });

  it("gives a dynamic segment its static imports' CSS and skips the lazily shown error screen", () => {
    const detail = of("/experience/$id");
    expect(detail?.js.toSorted()).toEqual([
      "/assets/_authenticated-a1.js",
      "/assets/db-d1.js",
      "/assets/experience._id-y1.js",
      "/assets/map-m1.js",
      "/assets/screens-s1.js",
    ]);
    expect(detail?.css).toEqual(["/assets/map-m1.css"]);
  });

  it("keeps a public route's list to its own chunks and an index route under its folder", () => {
    expect(of("/landing")).toEqual({ pattern: "/landing", js: ["/assets/landing-l1.js"], css: [] });
    expect(of("/")?.js).toEqual(["/assets/routes-i1.js"]);
    expect(of("/dashboard/")?.js.toSorted()).toEqual([
      "/assets/_authenticated-a1.js",
      "/assets/dashboard-z1.js",
      "/assets/db-d1.js",
    ]);
  });

  it("adds what `alsoLoads` names (the shell) with its closure, under Vite's base", () => {
    const withShell = routePreloads(manifest, treeRoutes(TREE, "src/routeTree.gen.ts"), {
      base: "/app/",
      alsoLoads: (route) => (route.fullPath === "/landing" ? [] : ["src/shell.ts"]),
    });
    expect(withShell.find((r) => r.pattern === "/landing")?.js).toEqual([
      "/app/assets/landing-l1.js",
    ]);
    expect(withShell.find((r) => r.pattern === "/")?.js.toSorted()).toEqual([
      "/app/assets/routes-i1.js",
      "/app/assets/shell-h1.js",
    ]);
    expect(() =>
      routePreloads(manifest, treeRoutes(TREE, "src/routeTree.gen.ts"), {
        alsoLoads: () => ["src/renamed.ts"],
      }),
    ).toThrow(/src\/renamed.ts/);
  });
});

describe("each route's preloads from the written bundle", () => {
  const ROOT = "/repo";
  const chunk = (
    fileName: string,
    moduleIds: string[],
    imports: string[] = [],
    more: { isEntry?: boolean; css?: string[]; dynamicImports?: string[] } = {},
  ) => ({
    type: "chunk" as const,
    fileName,
    isEntry: more.isEntry ?? false,
    imports,
    dynamicImports: more.dynamicImports ?? [],
    moduleIds: moduleIds.map((id) => (id.startsWith("\0") ? id : `${ROOT}/${id}`)),
    viteMetadata: { importedCss: new Set(more.css ?? []) },
  });
  // A code-splitting group put the signed-in layout's and the list's lazy parts, and the shell,
  // into one chunk: none of them is a chunk of its own, so Vite's manifest has no key for them.
  const bundle: WrittenBundle = {
    "index.html": { type: "asset" },
    "assets/index-e1.js": chunk("assets/index-e1.js", ["src/main.tsx", "\0vite/preload"], [], {
      isEntry: true,
      css: ["assets/index-c1.css"],
      dynamicImports: ["assets/signed-in-g1.js", "assets/landing-l1.js"],
    }),
    "assets/signed-in-g1.js": chunk(
      "assets/signed-in-g1.js",
      [
        split("_authenticated"),
        split("_authenticated/experiences"),
        "src/shell.ts",
        "node_modules/dexie/dist/dexie.js",
      ],
      ["assets/index-e1.js", "assets/card-k1.js"],
      { css: ["assets/signed-in-g1.css"] },
    ),
    "assets/card-k1.js": chunk("assets/card-k1.js", ["src/card.tsx"], ["assets/index-e1.js"]),
    "assets/experience._id-y1.js": chunk(
      "assets/experience._id-y1.js",
      [split("_authenticated/experience.$id")],
      ["assets/signed-in-g1.js", "assets/index-e1.js"],
    ),
    "assets/landing-l1.js": chunk(
      "assets/landing-l1.js",
      [split("landing")],
      ["assets/index-e1.js"],
    ),
  };
  const routes = treeRoutes(TREE, "src/routeTree.gen.ts");
  const manifest = bundleManifest(bundle, ROOT);
  const map = routePreloads(manifest, routes, {
    alsoLoads: (route) => (route.fullPath === "/landing" ? [] : ["src/shell.ts"]),
  });
  const of = (pattern: string) => map.find((route) => route.pattern === pattern);

  it("keys every module, query included, to the chunk it ended up in, virtual modules aside", () => {
    expect(manifest[split("_authenticated/experiences")]?.file).toBe("assets/signed-in-g1.js");
    expect(manifest["src/shell.ts"]?.file).toBe("assets/signed-in-g1.js");
    expect(manifest["node_modules/dexie/dist/dexie.js"]?.file).toBe("assets/signed-in-g1.js");
    expect(Object.keys(manifest).filter((key) => key.includes("\0"))).toEqual([]);
    expect(Object.keys(manifest).filter((key) => manifest[key]?.isEntry)).toEqual([
      "assets/index-e1.js",
    ]);
  });

  it("names a chunk that holds several of a route's parts once, with its imports and CSS", () => {
    expect(of("/experiences")).toEqual({
      pattern: "/experiences",
      js: expect.arrayContaining(["/assets/signed-in-g1.js", "/assets/card-k1.js"]),
      css: ["/assets/signed-in-g1.css"],
    });
    expect(of("/experiences")?.js).toHaveLength(2); // not the entry, the group chunk once
    expect(of("/experience/$id")?.js.toSorted()).toEqual([
      "/assets/card-k1.js",
      "/assets/experience._id-y1.js",
      "/assets/signed-in-g1.js",
    ]);
    expect(of("/landing")).toEqual({ pattern: "/landing", js: ["/assets/landing-l1.js"], css: [] });
  });

  it("refuses a shell that is in no chunk (moved or renamed) instead of leaving it out", () => {
    expect(() => routePreloads(manifest, routes, { alsoLoads: () => ["src/moved.ts"] })).toThrow(
      /src\/moved.ts/,
    );
  });
});
