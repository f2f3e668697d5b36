import { isAbsolute, posix, relative, sep } from "node:path";
import type { Rolldown } from "vite";
import type { Manifest, ManifestChunk } from "./check-budget.ts";

/** What this file reads of a written chunk (Rolldown's OutputChunk plus Vite's CSS record). */
type BundleChunk = Pick<
  Rolldown.OutputChunk,
  "type" | "fileName" | "isEntry" | "imports" | "dynamicImports" | "moduleIds"
> & { viteMetadata?: { importedCss: Set<string> } };

/** The bundle as a `writeBundle` hook gets it (assets are skipped). */
export type WrittenBundle = Record<string, BundleChunk | { type: "asset" }>;

/**
 * The bundle in the shape of Vite's manifest, with every module in it (decision 0017). Vite's own
 * manifest names a chunk by the module it was made for (its facade) or by a `_name.js` key; a
 * module that a code-splitting group put into a shared chunk (a route's lazy part, the app
 * shell) has no key of its own there. Here each chunk is keyed by its file name, and every
 * module the chunk holds (its id relative to `root`, query included:
 * `src/routes/x.tsx?tsr-split=component`) is a key that points to that chunk too, so a module
 * is found wherever the chunking put it. `imports` are file names, i.e. chunk keys.
 */
export function bundleManifest(bundle: WrittenBundle, root: string): Manifest {
  const manifest: Manifest = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk") continue;
    const entry: ManifestChunk = {
      file: chunk.fileName,
      imports: [...chunk.imports],
      dynamicImports: [...chunk.dynamicImports],
      css: [...(chunk.viteMetadata?.importedCss ?? [])],
    };
    manifest[chunk.fileName] = chunk.isEntry ? { ...entry, isEntry: true } : entry;
    for (const id of chunk.moduleIds) {
      const key = moduleKey(id, root);
      if (key) manifest[key] = entry;
    }
  }
  return manifest;
}

/** `/repo/src/x.ts?q` → `src/x.ts?q`; a virtual module (`\0…`) or one outside `root`: none. */
function moduleKey(id: string, root: string): string | null {
  if (id.startsWith("\0") || !isAbsolute(id)) return null;
  const path = relative(root, id).split(sep).join(posix.sep);
  return path.startsWith("../") ? null : path;
}
