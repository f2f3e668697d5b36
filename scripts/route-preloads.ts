import type { RoutePreload } from "../server/http/route-preloads.ts";
import { entryKey, type Manifest, staticClosure } from "./check-budget.ts";
import type { TreeRoute } from "./route-tree.ts";

/**
 * The parts of a route file that autoCodeSplitting moves into lazy chunks and the router loads
 * before it renders the route (`?tsr-split=component`; a grouped split such as
 * `loader---component` counts too). Error, pending and not-found components load only on need.
 */
const FIRST_RENDER = new Set(["component", "loader"]);

const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, "");

/** The manifest keys of a route file's lazy parts that the first render needs. */
function firstRenderSplits(manifest: Manifest, file: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const [path = "", query = ""] = key.split("?");
    const split = new URLSearchParams(query).get("tsr-split");
    return (
      withoutExtension(path) === file &&
      !!split?.split("---").some((part) => FIRST_RENDER.has(part))
    );
  });
}

export interface PreloadOptions {
  /** The public base of the built files (Vite's `base`), `/` by default. */
  base?: string;
  /** More manifest keys a route loads before its first render (e.g. a lazily loaded shell). */
  alsoLoads?: (route: TreeRoute) => readonly string[];
}

/**
 * Per navigable route: the JS and CSS files its first render needs that index.html does not
 * already name, i.e. the static closure of the lazy chunks of every route in its chain (root,
 * pathless layouts, the route itself) minus the entry's own static closure. Dynamic imports are
 * not followed: what a screen loads later is not the first render's business.
 */
export function routePreloads(
  manifest: Manifest,
  routes: readonly TreeRoute[],
  { base = "/", alsoLoads }: PreloadOptions = {},
): RoutePreload[] {
  const initial = staticClosure(manifest, [entryKey(manifest)]);
  const initialJs = new Set([...initial].map((key) => manifest[key]?.file));
  const initialCss = new Set([...initial].flatMap((key) => manifest[key]?.css ?? []));
  const url = (file: string) => `${base}${file}`;
  return routes.map((route) => {
    const extra = alsoLoads?.(route) ?? [];
    for (const key of extra) {
      if (!manifest[key]) throw new Error(`route preloads: "${key}" is in no chunk of the build`);
    }
    const keys = [...route.files.flatMap((file) => firstRenderSplits(manifest, file)), ...extra];
    const chunks = [...staticClosure(manifest, keys)].flatMap((key) => manifest[key] ?? []);
    // By file: several keys can name one chunk (bundle-manifest.ts keys every module in it).
    const js = new Set(chunks.map((chunk) => chunk.file).filter((file) => !initialJs.has(file)));
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    return {
      pattern: route.fullPath,
      js: [...js].map(url),
      css: [...css].filter((file) => !initialCss.has(file)).map(url),
    };
  });
}
