/**
 * Size budget (README "Performance"), run by `npm test` right after `vite build`: measures the
 * built app (dist/ and Vite's manifest) against scripts/size-budget.json, prints a table and
 * exits 1 naming every figure over its limit, and every prerendered page that is missing or would
 * load the app before its paint. Sizes are gzip KB unless the row says raw.
 * The limits sit about 10% above the sizes they were set from: raise one only on purpose.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  inlineScripts,
  PRERENDER_DIR,
  PRERENDERED_PAGES,
} from "../server/http/prerendered-pages.ts";
import { LANGUAGES } from "../src/domain/constants.ts";

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BudgetConfig {
  /** Limit per measured row, in KB. */
  limitsKb: Record<string, number>;
}

/** A prerendered URL and its built pages, one per language (dist-relative paths). */
export interface PrerenderedUrl {
  url: string;
  files: string[];
}

/** Reads a built file; the fake in the test serves a map. */
export type ReadDist = (path: string) => Uint8Array;

export interface BudgetRow {
  name: string;
  kb: number;
  limitKb: number | undefined;
  /** What makes the figure meaningless (a page missing), whatever its size. */
  error?: string;
}

const gzipKb = (bytes: Uint8Array) => gzipSync(bytes).length / 1024;

/** A chunk and everything it statically imports: what the browser needs to run it. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() ?? "";
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size budget: "${key}" is not in the Vite manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The manifest key of the app's entry (index.html's script). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error("the Vite manifest has no entry");
  return key;
}

/**
 * The JavaScript before a prerendered page's first paint: its inline boot script, the largest of
 * its languages. The app's files must not be named in the page (the boot script adds them after
 * the paint), and every language's page must be there.
 */
function firstPaintJs(read: ReadDist, { url, files }: PrerenderedUrl): BudgetRow {
  let kb = 0;
  const errors: string[] = [];
  for (const file of files) {
    let html: string;
    try {
      html = new TextDecoder().decode(read(file));
    } catch {
      errors.push(`${file} is missing`);
      continue;
    }
    const scripts = inlineScripts(html);
    // The boot script names the modules it adds: look at the markup around it only.
    const markup = html.replace(/<script>[\s\S]*?<\/script>/g, "");
    if (/<script\b[^>]*\b(?:src|type=["']?module)|rel=["']?modulepreload/i.test(markup)) {
      errors.push(`${file} loads the app's modules before its paint`);
    } else if (scripts.length === 0) {
      errors.push(`${file} has no boot script`);
    }
    kb = Math.max(
      kb,
      scripts.reduce((sum, text) => sum + gzipKb(Buffer.from(text)), 0),
    );
  }
  const row: BudgetRow = { name: `first-paint JS ${url}`, kb, limitKb: undefined };
  return errors.length ? { ...row, error: errors.join("; ") } : row;
}

/** Every figure of the budget, measured. */
export function measure(
  manifest: Manifest,
  read: ReadDist,
  config: BudgetConfig,
  prerendered: readonly PrerenderedUrl[],
): BudgetRow[] {
  const js = (key: string) => gzipKb(read(manifest[key]?.file ?? ""));
  const row = (name: string, kb: number): BudgetRow => ({ name, kb, limitKb: undefined });
  const entry = entryKey(manifest);
  const rows = [row("entry chunk", js(entry)), ...prerendered.map((p) => firstPaintJs(read, p))];
  const initial = staticClosure(manifest, [entry]);
  const lazy = Object.keys(manifest).filter(
    (k) => manifest[k]?.file.endsWith(".js") && !initial.has(k),
  );
  rows.push(row("largest lazy chunk", Math.max(0, ...lazy.map(js))));
  const css = new Set([...initial].flatMap((k) => manifest[k]?.css ?? []));
  rows.push(
    row(
      "first-paint CSS",
      [...css].reduce((sum, file) => sum + gzipKb(read(file)), 0),
    ),
  );
  const sw = read("sw.js");
  rows.push(row("sw.js", gzipKb(sw)));
  const precached = precacheUrls(new TextDecoder().decode(sw));
  rows.push(
    row(
      "precache (raw)",
      precached.reduce((sum, url) => sum + read(url).length / 1024, 0),
    ),
  );
  return rows.map((r) => ({ ...r, limitKb: config.limitsKb[r.name] }));
}

/** The URLs workbox's injected precache manifest lists in sw.js. */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/\burl:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) =>
    (m[1] ?? m[2] ?? "").replace(/^\//, ""),
  );
}

/** Rows over their limit, and rows without one (a new figure must get a limit). */
export function problems(rows: readonly BudgetRow[], config: BudgetConfig): string[] {
  const out = rows.flatMap((r) => {
    if (r.error) return [`${r.name}: ${r.error}`];
    if (r.limitKb === undefined) return [`${r.name}: no limit in size-budget.json`];
    return r.kb > r.limitKb ? [`${r.name}: ${r.kb.toFixed(1)} KB > ${r.limitKb} KB`] : [];
  });
  for (const name of Object.keys(config.limitsKb)) {
    if (!rows.some((r) => r.name === name)) out.push(`${name}: limit for a figure never measured`);
  }
  return out;
}

export function formatTable(rows: readonly BudgetRow[]): string {
  return rows
    .map((r) => {
      const limit = r.limitKb === undefined ? "—" : `${r.limitKb} KB`;
      const mark = r.error
        ? "BROKEN"
        : r.limitKb !== undefined && r.kb <= r.limitKb
          ? "ok"
          : "OVER";
      return `${r.name.padEnd(26)} ${`${r.kb.toFixed(1)} KB`.padStart(10)} / ${limit.padStart(8)}  ${mark}`;
    })
    .join("\n");
}

if (import.meta.main) {
  const dist = process.argv[2] ?? "dist";
  const config = JSON.parse(
    readFileSync(join(import.meta.dirname, "size-budget.json"), "utf8"),
  ) as BudgetConfig;
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const prerendered = PRERENDERED_PAGES.map(({ pattern, file }) => ({
    url: pattern,
    files: LANGUAGES.map((lang) => `${PRERENDER_DIR}/${lang}/${file}`),
  }));
  const rows = measure(manifest, (path) => readFileSync(join(dist, path)), config, prerendered);
  console.log(formatTable(rows));
  const over = problems(rows, config);
  if (over.length > 0) {
    console.error(`Size budget exceeded:\n${over.join("\n")}`);
    process.exit(1);
  }
  console.log("Size budget: ok");
}
