/**
 * The React-alone floor (decision 0016): a one-heading React 19 + react-dom app (index.html beside
 * this file, its script inline) built with Vite's JS API in the same run as the figures compared
 * with it, so a dependency bump moves the anchor and the app alike.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { precompress } from "../../scripts/vite-precompress.ts";

/** Builds the floor app into a fresh temporary directory and returns that directory. */
export async function buildReactFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "react-floor-"));
  await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: "silent",
    // Precompressed like dist/ (the same plugin), served by the same handler (static-server.ts).
    plugins: [precompress()],
    build: { outDir, emptyOutDir: true, target: "es2022" },
  });
  return outDir;
}

/** Gzip size in KB of every JS file of a build's assets folder (the floor downloads them all). */
export function jsGzipKb(distDir: string): number {
  const assets = join(distDir, "assets");
  let bytes = 0;
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".js")) bytes += gzipSync(readFileSync(join(assets, name))).length;
  }
  return bytes / 1024;
}

/** The floor's JS before first paint (gzip KB): all of it, built now. */
export async function reactFloorKb(): Promise<number> {
  return jsGzipKb(await buildReactFloor());
}
