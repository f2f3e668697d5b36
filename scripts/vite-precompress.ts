import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";
import { PRERENDER_DIR } from "../server/http/prerendered-pages.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (the door's wasm decoder compresses well too). */
const TEXT = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
  ".xml",
  ".wasm",
]);
/** Below this the saving is smaller than a packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string, skip: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (path === skip) continue;
    if (entry.isDirectory()) yield* filesUnder(path, skip);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `copy` beside `file` when it is smaller. Written after the file, so it is newer: the
 * server ignores a copy older than its file (a stale one left by an earlier build).
 */
async function writeSibling(file: string, ext: string, size: number, copy: Buffer) {
  if (copy.byteLength >= size) return 0;
  await writeFile(`${file}${ext}`, copy);
  return copy.byteLength;
}

/**
 * Build-time compression: a `.br` (brotli quality 11) and a `.gz` (gzip level 9) beside every
 * text file in the output, so the server sends the smallest copy without compressing anything
 * per request (server/http/static-files.ts). Files under MIN_BYTES, or whose copy is not
 * smaller, get none. Runs after every other plugin's closeBundle (`order: "post"`, sequential),
 * because vite-plugin-pwa writes sw.js there; the service worker's precache list is made from
 * `**\/*.{js,css,html}` before this runs, so the copies never enter it. The prerendered pages
 * are left alone: the server compresses them once at start (server/http/prerendered-pages.ts),
 * and the prerender's own nested SSR build is not served at all.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "culturewell-precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const jobs: Promise<number[]>[] = [];
        for await (const file of filesUnder(outDir, join(outDir, PRERENDER_DIR))) {
          if (!TEXT.has(extname(file))) continue;
          jobs.push(
            (async () => {
              const body = await readFile(file);
              if (body.byteLength < MIN_BYTES) return [0, 0, 0];
              const [br, gz] = await Promise.all([
                brotli(body, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: 11,
                    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
                  },
                }),
                gzipAsync(body, { level: 9 }),
              ]);
              return [
                body.byteLength,
                await writeSibling(file, ".br", body.byteLength, br),
                await writeSibling(file, ".gz", body.byteLength, gz),
              ];
            })(),
          );
        }
        const sizes = await Promise.all(jobs);
        const sum = (i: number) => sizes.reduce((n, s) => n + (s[i] ?? 0), 0);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info(
          `precompressed ${sizes.filter((s) => s[1]).length} files: ${kb(sum(0))} → ${kb(sum(1))} br, ${kb(sum(2))} gzip`,
        );
      },
    },
  };
}
