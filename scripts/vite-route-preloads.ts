import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { ROUTE_PRELOADS_FILE } from "../server/http/route-preloads.ts";
import { bundleManifest, type WrittenBundle } from "./bundle-manifest.ts";
import { routePreloads } from "./route-preloads.ts";
import { type TreeRoute, treeRoutes } from "./route-tree.ts";

const ROUTE_TREE = "src/routeTree.gen.ts";

/**
 * The app shell (as the route composes it), a lazy chunk that src/routes/__root.tsx awaits before
 * the first render unless the screen is bare: `staticData: { shell: "none" }`, or "signed-in-only"
 * (the server cannot tell a signed-in request from a visitor's, and a visitor's "/" has no shell).
 */
const SHELL = "src/routes/-shared/composed-shell.tsx";
const BARE = /\bshell:\s*["'](?:none|signed-in-only)["']/;

/**
 * Writes dist/.vite/route-preloads.json after the bundle is written
 * (docs/decisions/0017-signed-in-first-load.md): for every URL pattern of the app, the chunks its
 * first render needs beyond the entry's (route-preloads.ts), read from the written bundle (every
 * module with the chunk it ended up in, bundle-manifest.ts: the code-splitting groups of
 * vite.config.ts put route parts and the shell into shared chunks, where Vite's manifest no longer
 * names them) and the router's generated tree. The server answers a navigation with index.html
 * naming them as modulepreload links (server/http/index-variants.ts), so a cold signed-in load
 * fetches the route's chunks beside the entry instead of after it. A JSON file under .vite/: a
 * build record the server reads, never served, nothing precompress must see.
 */
export function routePreloadMap(): Plugin {
  let root = ".";
  let outDir = "dist";
  let base = "/";
  const isBare = (route: TreeRoute) => {
    const leaf = route.files.at(-1) ?? "";
    const file = [".tsx", ".ts", ".jsx", ".js"]
      .map((ext) => join(root, leaf + ext))
      .find(existsSync);
    return !!file && BARE.test(readFileSync(file, "utf8"));
  };
  return {
    name: "culturewell-route-preloads",
    apply: "build",
    configResolved(config: ResolvedConfig) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      handler(_options, bundle) {
        // Only the app's own build (the service worker's is another, without an index.html).
        if (!("index.html" in bundle)) return;
        const manifest = bundleManifest(bundle as WrittenBundle, root);
        const routes = treeRoutes(readFileSync(join(root, ROUTE_TREE), "utf8"), ROUTE_TREE);
        const map = routePreloads(manifest, routes, {
          base,
          alsoLoads: (route) => (isBare(route) ? [] : [SHELL]),
        });
        writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(map, null, 1)}\n`);
        const most = Math.max(0, ...map.map((r) => r.js.length + r.css.length));
        this.info(`route preloads: ${map.length} routes, at most ${most} files each`);
      },
    },
  };
}
