import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, minifySync, type Plugin, type ResolvedConfig } from "vite";
import { PRERENDER_DIR, PRERENDERED_PAGES } from "../server/http/prerendered-pages.ts";
import { readRoutePreloads, routeMatcher } from "../server/http/route-preloads.ts";
import { appFiles, prerenderedHtml } from "./prerender-html.ts";

/** The module the nested build compiles for Node: what the prerender needs from the app. */
const ENTRY = "src/app/prerender/entry.ts";

/** The built entry's exports (src/app/prerender/entry.ts), as this plugin uses them. */
interface PrerenderEntry {
  LOCALES: readonly string[];
  renderPage(path: string, locale: string): Promise<{ markup: string; title: string }>;
  bootScriptText(assets: { entry: string; preloads: string[]; visitorsOnly: boolean }): string;
}

/**
 * Writes dist/prerender/<language>/<page>.html after the client bundle
 * (docs/decisions/0016-prerendered-landing.md): the pages of PRERENDERED_PAGES rendered at build
 * time with the app's own tree, in every UI language, so their first paint needs no JavaScript.
 * A nested SSR build of ENTRY (same config, so macros, catalogs and routes compile as for the
 * browser) goes to a temporary folder under node_modules, where Node finds React and the router
 * when the plugin imports it; that build skips this plugin. Runs in closeBundle: after every
 * writeBundle (the route-preload map, whose chunks a page's boot script preloads) and before the
 * service worker's precache list and the compressed copies are made (both plugins run "post").
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let appBuilt = false;
  return {
    name: "culturewell-prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      // Only the app's own build, the one that writes index.html.
      appBuilt ||= "index.html" in bundle;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        if (error || !appBuilt) return;
        appBuilt = false;
        const outDir = resolve(config.root, config.build.outDir);
        // A folder per build: a watching build must not get an earlier run's modules back from
        // Node's cache (a query on the entry's URL would not reach the chunks it imports).
        const temp = join(config.root, `node_modules/.culturewell-prerender-${Date.now()}`);
        try {
          await build({
            root: config.root,
            configFile: config.configFile,
            mode: config.mode,
            logLevel: "warn",
            build: {
              ssr: ENTRY,
              outDir: temp,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
            },
          });
          const app = (await import(pathToFileURL(join(temp, "entry.js")).href)) as PrerenderEntry;
          const written = await writePages(app, outDir);
          this.info(`prerendered ${written} pages (${PRERENDERED_PAGES.length} URLs × languages)`);
        } finally {
          rmSync(temp, { recursive: true, force: true });
        }
      },
    },
  };
}

async function writePages(app: PrerenderEntry, outDir: string): Promise<number> {
  const template = readFileSync(join(outDir, "index.html"), "utf8");
  const files = appFiles(template);
  const routeOf = routeMatcher(readRoutePreloads(outDir));
  rmSync(join(outDir, PRERENDER_DIR), { recursive: true, force: true });
  let written = 0;
  for (const page of PRERENDERED_PAGES) {
    const text = app.bootScriptText({
      entry: files.entry,
      // The entry's own preloads, then the chunks the route renders with: fetched together.
      preloads: [...new Set([...files.preloads, ...(routeOf(page.pattern)?.js ?? [])])],
      visitorsOnly: page.visitorsOnly,
    });
    // Its bytes are all the JavaScript before the page's first paint.
    const script = minifySync("boot.js", text).code.trim();
    // One language at a time: the app's locale and session are singletons.
    for (const lang of app.LOCALES) {
      const { markup, title } = await app.renderPage(page.pattern, lang);
      const file = join(outDir, PRERENDER_DIR, lang, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, prerenderedHtml(template, { lang, title, markup, script }));
      written++;
    }
  }
  return written;
}
