import { availableParallelism } from "node:os";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";

// vite-plugin-pwa's `virtual:pwa-register` exists only in the app's build: tests of the PWA
// notices get a registration that registers nothing.
const STUB_ID = "\0pwa-register-stub";
const pwaRegisterStub: Plugin = {
  name: "pwa-register-stub",
  resolveId: (id) => (id === "virtual:pwa-register" ? STUB_ID : null),
  load: (id) => (id === STUB_ID ? "export const registerSW = () => async () => {};" : null),
};

// Each inline project extends this file (Vitest's default), so the plugins (the app build's
// React/Babel/Lingui chain, so components with macros run in tests) and the timeout declared here
// apply to both projects, once; the global setup runs once per run. A project that listed the
// plugins again would apply them twice (arrays are concatenated), and one that declares no
// plugins of its own shares this file's Vite server instead of starting another.
export default defineConfig({
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    pwaRegisterStub,
  ],
  test: {
    testTimeout: 20_000,
    // Vitest's default leaves one core idle; on 2 cores two workers run the suite in ~100 s
    // instead of ~150 s, most tests waiting on IndexedDB or the database (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The PostgreSQL leg's template databases (does nothing on SQLite): docs/data-layer.md.
    globalSetup: ["server/testing/pg-global-setup.ts"],
    projects: [
      {
        test: {
          name: "client",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["src/testing/console-errors-setup.ts", "src/testing/setup.ts"],
        },
      },
      {
        // Every server test builds its own app on its own in-memory database, so sharing the
        // module graph between files is safe and halves the run time.
        test: {
          name: "server",
          // scripts/: the build's own checks (the size budget), plain Node like the server's.
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // The console check is shared with the client; server/ code may not import src/testing
          // (scripts/check-imports.ts), so it is listed here rather than in the server's setup.
          setupFiles: ["src/testing/console-errors-setup.ts", "server/testing/setup.ts"],
          isolate: false,
        },
      },
    ],
  },
});
