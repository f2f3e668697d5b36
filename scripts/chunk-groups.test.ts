import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkGroups } from "./chunk-groups.ts";

// The groups (docs/decisions/0017-signed-in-first-load.md), run through Vite on a small app laid
// out like ours: a landing page and two signed-in screens behind lazy imports, a shell as the
// route composes it, a data layer and shared screen parts.
const FILES: Record<string, string> = {
  "index.html": `<script type="module" src="/src/main.ts"></script>`,
  "src/main.ts": `
    Object.assign(globalThis, {
      landing: () => import("./routes/landing.ts"),
      list: () => import("./routes/list.ts"),
      detail: () => import("./routes/detail.ts"),
      shell: () => import("./routes/-shared/composed-shell.tsx"),
    });`,
  "src/routes/landing.ts": `
    import { picker } from "../ui/language-picker.tsx";
    export const landing = () => ["landing", picker()];`,
  "src/routes/list.ts": `
    import { card } from "../catalogue/experience-card.tsx";
    import { filterBar } from "../features/experiences/components/filter-bar.tsx";
    export const list = () => [card(), filterBar()];`,
  "src/routes/detail.ts": `
    import { card } from "../catalogue/experience-card.tsx";
    import { readAll } from "../db/db.ts";
    export const detail = () => [card(), readAll()];`,
  "src/routes/-shared/composed-shell.tsx": `
    import { shell } from "../../features/layout/screens.ts";
    import { badge } from "../../features/sync/sync-badge.tsx";
    export const composed = () => shell(badge());`,
  "src/features/layout/screens.ts": `export { shell } from "./app-shell.tsx";`,
  "src/features/layout/app-shell.tsx": `
    import { picker } from "../../ui/language-picker.tsx";
    export const shell = (badge) => ["shell", picker(), badge];`,
  "src/features/sync/sync-badge.tsx": `
    import { readAll } from "../../db/db.ts";
    export const badge = () => ["badge", readAll(), () => import("./components/storage-section.tsx")];`,
  "src/features/sync/components/storage-section.tsx": `
    import { readAll } from "../../../db/db.ts";
    export const section = () => ["storage", readAll()];`,
  "src/db/db.ts": `export const readAll = () => ["db".repeat(50)];`,
  "src/ui/language-picker.tsx": `export const picker = () => "picker";`,
  "src/catalogue/experience-card.tsx": `export const card = () => "card";`,
  "src/features/experiences/components/filter-bar.tsx": `export const filterBar = () => "bar";`,
};

let root = "";
let chunks: Rolldown.OutputChunk[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chunk-groups-"));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  });
  const outputs = Array.isArray(output) ? output : [output as Rolldown.RolldownOutput];
  chunks = outputs.flatMap((o) => o.output.filter((file) => file.type === "chunk"));
}, 20_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The chunk that holds `path` (relative to the fixture's root). */
const chunkOf = (path: string) => {
  const chunk = chunks.find((c) => c.moduleIds.includes(join(root, path)));
  if (!chunk) throw new Error(`${path} is in no chunk`);
  return chunk;
};

describe("the code-splitting groups", () => {
  it("put the shell, the sync badge and the data layer they import in one chunk", () => {
    const shell = chunkOf("src/routes/-shared/composed-shell.tsx");
    expect(shell.name).toBe("signed-in");
    expect(chunkOf("src/features/layout/app-shell.tsx")).toBe(shell);
    expect(chunkOf("src/features/sync/sync-badge.tsx")).toBe(shell);
    expect(chunkOf("src/db/db.ts")).toBe(shell);
  });

  it("leave the sync feature's storage pieces, loaded later on purpose, out of it", () => {
    const storage = chunkOf("src/features/sync/components/storage-section.tsx");
    expect(storage.name).not.toBe("signed-in");
    expect(storage).not.toBe(chunkOf("src/routes/-shared/composed-shell.tsx"));
  });

  it("keep the language picker out of it, so the landing page does not load the signed-in core", () => {
    const landing = chunkOf("src/routes/landing.ts");
    expect(chunkOf("src/ui/language-picker.tsx").name).toBe("language-picker");
    expect(landing.imports).not.toContain(chunkOf("src/db/db.ts").fileName);
  });

  it("share the screens' common parts in one chunk and leave a screen's own parts in its chunk", () => {
    const card = chunkOf("src/catalogue/experience-card.tsx");
    expect(card.name).toBe("screen-parts");
    expect(chunkOf("src/features/experiences/components/filter-bar.tsx")).toBe(
      chunkOf("src/routes/list.ts"),
    );
    expect(chunkOf("src/routes/detail.ts").imports).toContain(card.fileName);
  });
});
