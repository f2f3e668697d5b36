import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * A test app whose built app (its static root, `dist/` in production) is a fresh temporary
 * folder: `fill` writes the files into it before the app starts, and the folder is removed after
 * the file's tests. Registers its own beforeAll/afterAll; call it at the top of a test file.
 */
export function serveStaticDir(fill: (dir: string) => void) {
  let dir = "";
  let t: TestApp | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cw-static-dir-"));
    fill(dir);
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** The static root, for a test that changes a file while the app runs. */
    dir: () => dir,
    get: (path: string, headers: Record<string, string> = {}, method = "GET") => {
      if (!t) throw new Error("serveStaticDir: the app is not started yet");
      return t.app.request(path, { method, headers });
    },
  };
}
