/**
 * Size budget (issue 15), run by `npm test` right after `vite build`: measures the built app
 * (dist/ and Vite's manifest) against scripts/size-budget.json, prints a table and exits 1
 * naming every figure over its limit. Sizes are gzip KB unless the row says raw.
 * The limits sit about 10% above the sizes they were set from: raise one only on purpose.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

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
  /** Per URL: the manifest keys the router loads for it before the first paint (lazy routes). */
  firstPaintChunks: Record<string, string[]>;
}

/** Reads a built file; the fake in the test serves a map. */
export type ReadDist = (path: string) => Uint8Array;

export interface BudgetRow {
  name: string;
  kb: number;
  limitKb: number | undefined;
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

/** Every figure of the budget, measured. */
export function measure(manifest: Manifest, read: ReadDist, config: BudgetConfig): BudgetRow[] {
  const js = (key: string) => gzipKb(read(manifest[key]?.file ?? ""));
  const entry = entryKey(manifest);
  const rows: [string, number][] = [["entry chunk", js(entry)]];
  for (const [url, keys] of Object.entries(config.firstPaintChunks)) {
    const chunks = staticClosure(manifest, [entry, ...keys]);
    rows.push([`first-paint JS ${url}`, [...chunks].reduce((sum, key) => sum + js(key), 0)]);
  }
  const initial = staticClosure(manifest, [entry]);
  const lazy = Object.keys(manifest).filter(
    (k) => manifest[k]?.file.endsWith(".js") && !initial.has(k),
  );
  rows.push(["largest lazy chunk", Math.max(0, ...lazy.map(js))]);
  const css = new Set([...initial].flatMap((k) => manifest[k]?.css ?? []));
  rows.push(["first-paint CSS", [...css].reduce((sum, file) => sum + gzipKb(read(file)), 0)]);
  const sw = read("sw.js");
  rows.push(["sw.js", gzipKb(sw)]);
  rows.push([
    "precache (raw)",
    precacheUrls(new TextDecoder().decode(sw)).reduce(
      (sum, url) => sum + read(url).length / 1024,
      0,
    ),
  ]);
  return rows.map(([name, kb]) => ({ name, kb, limitKb: config.limitsKb[name] }));
}

/** The URLs workbox's injected precache manifest lists in sw.js. */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/\burl:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map((m) =>
    (m[1] ?? m[2] ?? "").replace(/^\//, ""),
  );
}

/** Rows over their limit, and rows without one (a new figure must get a limit). */
export function problems(rows: readonly BudgetRow[], config: BudgetConfig): string[] {
  const out = rows
    .filter((r) => r.limitKb === undefined || r.kb > r.limitKb)
    .map((r) =>
      r.limitKb === undefined
        ? `${r.name}: no limit in size-budget.json`
        : `${r.name}: ${r.kb.toFixed(1)} KB > ${r.limitKb} KB`,
    );
  for (const name of Object.keys(config.limitsKb)) {
    if (!rows.some((r) => r.name === name)) out.push(`${name}: limit for a figure never measured`);
  }
  return out;
}

export function formatTable(rows: readonly BudgetRow[]): string {
  return rows
    .map((r) => {
      const limit = r.limitKb === undefined ? "—" : `${r.limitKb} KB`;
      const mark = r.limitKb !== undefined && r.kb <= r.limitKb ? "ok" : "OVER";
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
  const rows = measure(manifest, (path) => readFileSync(join(dist, path)), config);
  console.log(formatTable(rows));
  const over = problems(rows, config);
  if (over.length > 0) {
    console.error(`Size budget exceeded:\n${over.join("\n")}`);
    process.exit(1);
  }
  console.log("Size budget: ok");
}
