/**
 * Import boundaries (docs/README.md, docs/architecture-arrows.md), checked on every
 * `npm run lint`. Imports flow one way: domain ← db/sync ← session ← catalogue ← features ←
 * routes ← app, the two kernels (src/session, src/catalogue) importing no feature; a feature
 * reaches another feature only through its `index.ts` (or `screens.ts`, its lazily loaded UI, or
 * `first-paint.ts`, what the entry needs; docs/architecture-arrows.md lists and justifies every
 * such arrow); the server reaches the browser code only
 * through `src/domain`; nothing climbs three `../` levels (use the `#domain/…` aliases of
 * package.json `imports`). Prints every violation and exits 1 when there is one.
 *
 * Also: the experiences table is read only through src/db/experience-reads.ts, which merges it
 * with the rows a first sync left packed (decision 0018); a direct read elsewhere would miss
 * them. Tests, src/db itself and the experience effects (which move the pages first) may.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^"'`;]*?\sfrom\s)?["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  imports: Record<string, string>;
};

/** The area a file belongs to: "domain", "db", "sync", "features/auth", "server", … */
function areaOf(file: string): string {
  const parts = relative(ROOT, file).split(sep);
  if (parts[0] === "server") return "server";
  if (parts[0] !== "src") return parts[0] ?? "";
  if (parts[1] === "routeTree.gen.ts") return "routes"; // the router plugin's tree of routes/
  if (parts.length === 2) return "src-root"; // main.tsx, sw.ts
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts[1] ?? "";
}

/** What each area may import from our own code (besides itself). */
const ALLOWED: Record<string, readonly string[]> = {
  domain: [],
  db: ["domain"],
  sync: ["domain", "db"],
  i18n: ["domain"],
  ui: ["domain", "i18n"],
  // Kernels below features (docs/architecture-arrows.md): what many features need, owned by none.
  session: ["domain", "db", "sync", "i18n", "ui"],
  catalogue: ["domain", "db", "sync", "i18n", "ui", "session"],
  features: ["domain", "db", "sync", "i18n", "ui", "session", "catalogue", "features"],
  routes: ["domain", "db", "sync", "i18n", "ui", "session", "catalogue", "features"],
  app: ["domain", "db", "sync", "i18n", "ui", "session", "catalogue", "features", "routes"],
  "src-root": [
    "domain",
    "db",
    "sync",
    "i18n",
    "ui",
    "session",
    "catalogue",
    "features",
    "routes",
    "app",
  ],
  testing: ["domain", "db", "sync", "server", "testing"],
  server: ["domain", "server"],
};

/** npm packages an area must not use (framework-free domain, React-free data layers). */
const FORBIDDEN_PACKAGES: Record<string, RegExp> = {
  domain:
    /^(react|react-dom|dexie|dexie-react-hooks|hono|@hono\/|@lingui\/|better-sqlite3|drizzle-orm|node:)/,
  db: /^(react|react-dom|dexie-react-hooks|@lingui\/|hono)/,
  sync: /^(react|react-dom|dexie-react-hooks|@lingui\/|hono)/,
};

const layerOf = (area: string) => (area.startsWith("features/") ? "features" : area);

function resolveSpecifier(from: string, spec: string): string | null {
  if (spec.startsWith(".")) return normalize(join(dirname(from), spec));
  if (spec.startsWith("#")) {
    for (const [pattern, target] of Object.entries(pkg.imports)) {
      const prefix = pattern.replace("*", "");
      if (spec.startsWith(prefix))
        return join(ROOT, target.replace("*", spec.slice(prefix.length)));
    }
  }
  return null; // an npm package
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name)) yield path;
  }
}

function check(file: string, spec: string): string | null {
  const from = areaOf(file);
  const layer = layerOf(from);
  if (spec.startsWith("../../../")) return "climbs three or more levels: use a # alias";
  const target = resolveSpecifier(file, spec);
  if (target === null) {
    const forbidden = FORBIDDEN_PACKAGES[layer];
    return forbidden?.test(spec) ? `${layer} must not use ${spec}` : null;
  }
  const to = areaOf(target);
  if (to === from) return null;
  const toLayer = layerOf(to);
  // Tests may reach the in-process server and shared test helpers from anywhere.
  if (/\.test\.tsx?$/.test(file) && (toLayer === "testing" || toLayer === "server")) return null;
  if (!(ALLOWED[layer] ?? []).includes(toLayer)) return `${from} must not import ${to}`;
  // A feature's public surface: index.ts (data, hooks), screens.ts (lazily loaded UI) and
  // first-paint.ts (the little the first paint needs, kept apart so the entry stays small).
  const surface =
    /[\\/](index|screens|first-paint)\.ts$/.test(target) && dirname(target).endsWith(to);
  if (toLayer === "features" && layer !== "app" && !surface) {
    return `reach into ${to} only through its index.ts, screens.ts or first-paint.ts`;
  }
  return null;
}

const DIRECT_EXPERIENCES = /\bdb\.experiences\b/;
const MAY_READ_EXPERIENCES = [
  join("src", "db") + sep,
  join("src", "sync", "mutations", "experiences.ts"),
];

function readsExperiencesDirectly(file: string, text: string): boolean {
  const path = relative(ROOT, file);
  if (
    !path.startsWith(`src${sep}`) ||
    /\.test\.tsx?$/.test(path) ||
    path.includes(`testing${sep}`)
  ) {
    return false;
  }
  return (
    !MAY_READ_EXPERIENCES.some((allowed) => path.startsWith(allowed)) &&
    DIRECT_EXPERIENCES.test(text)
  );
}

/**
 * The engine (SQLite or PostgreSQL) is known only inside server/db/ (docs/data-layer.md): no
 * driver import and no question about `.engine` elsewhere in the server. Test infrastructure
 * (server/testing/, *.test.ts) and the command-line tools may open engines.
 */
const ENGINE_PACKAGES =
  /^(better-sqlite3|pg|postgres|drizzle-orm\/(better-sqlite3|node-postgres|postgres-js|sqlite-proxy|pg-core))(\/|$)/;
const ASKS_ENGINE = /\.engine\s*[!=]==/;

function engineLeak(file: string, text: string): string | null {
  const path = relative(ROOT, file);
  if (!path.startsWith(`server${sep}`) || /\.test\.ts$/.test(path)) return null;
  if (["db", "testing", "scripts"].some((dir) => path.startsWith(join("server", dir) + sep))) {
    return null;
  }
  for (const pattern of [IMPORT, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) {
      if (ENGINE_PACKAGES.test(match[1] ?? "")) return `imports ${match[1]}: only server/db/ may`;
    }
  }
  return ASKS_ENGINE.test(text) ? "asks which engine runs: only server/db/ may" : null;
}

const problems: string[] = [];
for (const top of ["src", "server"]) {
  for (const file of sourceFiles(join(ROOT, top))) {
    const text = readFileSync(file, "utf8");
    const leak = engineLeak(file, text);
    if (leak) problems.push(`${relative(ROOT, file)}: ${leak}`);
    if (readsExperiencesDirectly(file, text)) {
      problems.push(`${relative(ROOT, file)}: reads db.experiences: use #db/experience-reads.ts`);
    }
    for (const pattern of [IMPORT, DYNAMIC]) {
      for (const match of text.matchAll(pattern)) {
        const spec = match[1] ?? "";
        const problem = check(file, spec);
        if (problem) problems.push(`${relative(ROOT, file)}: "${spec}": ${problem}`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries: ${problems.length} problem(s)\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("Import boundaries: ok");
