import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript and CSS a first visit downloads before anything renders: the entry script,
 * its modulepreloads and the stylesheets that dist/index.html links. Route chunks load later.
 */
export function initialBundle(distDir = "dist") {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  for (const ref of new Set(refs)) {
    const size = gzipSync(readFileSync(join(distDir, ref ?? ""))).length;
    if (ref?.endsWith(".js")) js += size;
    else css += size;
  }
  return { files: new Set(refs).size, jsKb: js / 1024, cssKb: css / 1024 };
}
