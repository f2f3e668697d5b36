import { posix } from "node:path";

/**
 * One URL the app answers, read from TanStack Router's generated route tree (routeTree.gen.ts)
 * instead of re-deriving it from file names (pathless `_layout` folders, `$param` segments,
 * `index` routes, `-folders` that are not routes: the generator already applied those rules).
 */
export interface TreeRoute {
  /** As the router writes it: `/experience/$id`, `/dashboard/` (an index route). */
  fullPath: string;
  /** The route files the router runs for it, root first, leaf last, without extension. */
  files: string[];
}

const IMPORT = /import \{ Route as (\w+) \} from '([^']+)'/g;
const UPDATE = /const (\w+) =\s*(\w+)\.update\(/g;
const BY_PATH =
  /'[^']+': \{\s*id: '[^']+'\s*path: '[^']*'\s*fullPath: '[^']+'\s*preLoaderRoute: typeof (\w+)\s*parentRoute: typeof (\w+)\s*\}/g;
const FULL_PATHS = /interface FileRoutesByFullPath \{([^}]*)\}/;
const FULL_PATH_LINE = /'([^']+)': typeof (\w+)/g;

/**
 * The navigable routes of a generated route tree (`source`, the text of the file at
 * `treePath`, e.g. src/routeTree.gen.ts) with the chain of route files each one runs. Pathless
 * layouts appear only inside chains: they answer no URL of their own.
 */
export function treeRoutes(source: string, treePath: string): TreeRoute[] {
  const dir = posix.dirname(treePath);
  const fileOf = new Map<string, string>(); // `XRouteImport` → src/routes/x
  for (const [, name = "", spec = ""] of source.matchAll(IMPORT)) {
    fileOf.set(name, posix.join(dir, spec));
  }
  const importOf = new Map<string, string>(); // `XRoute` → `XRouteImport`
  for (const [, route = "", imported = ""] of source.matchAll(UPDATE)) {
    importOf.set(route, imported);
  }
  const parentOf = new Map<string, string>(); // `XRouteImport` → its parent's import
  for (const [, imported = "", parent = ""] of source.matchAll(BY_PATH)) {
    parentOf.set(imported, importOf.get(parent) ?? parent);
  }
  const chain = (imported: string): string[] => {
    const parent = parentOf.get(imported);
    const file = fileOf.get(imported);
    if (!file) throw new Error(`route tree: no import for ${imported}`);
    return [...(parent ? chain(parent) : []), file];
  };
  const fullPaths = FULL_PATHS.exec(source)?.[1];
  if (!fullPaths) throw new Error("route tree: no FileRoutesByFullPath in the generated tree");
  return [...fullPaths.matchAll(FULL_PATH_LINE)].map(([, fullPath = "", route = ""]) => {
    const imported = importOf.get(route.replace(/WithChildren$/, ""));
    if (!imported) throw new Error(`route tree: no route ${route} for ${fullPath}`);
    return { fullPath, files: chain(imported) };
  });
}
