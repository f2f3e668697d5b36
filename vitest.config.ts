import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";

// Same React/Babel/Lingui chain as the app build so components with macros run in tests.
const plugins = [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];

// vite-plugin-pwa's `virtual:pwa-register` exists only in the app's build: tests of the PWA
// notices get a registration that registers nothing.
const STUB_ID = "\0pwa-register-stub";
const pwaRegisterStub: Plugin = {
  name: "pwa-register-stub",
  resolveId: (id) => (id === "virtual:pwa-register" ? STUB_ID : null),
  load: (id) => (id === STUB_ID ? "export const registerSW = () => async () => {};" : null),
};

export default defineConfig({
  plugins,
  test: {
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 20_000,
    // The PostgreSQL leg's template databases (does nothing on SQLite): docs/data-layer.md.
    globalSetup: ["server/testing/pg-global-setup.ts"],
    projects: [
      {
        plugins: [...plugins, pwaRegisterStub],
        test: {
          name: "client",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["src/testing/setup.ts"],
          testTimeout: 20_000,
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
          setupFiles: ["server/testing/setup.ts"],
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
