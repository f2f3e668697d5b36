import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Same React/Babel/Lingui chain as the app build so components with macros run in tests.
const plugins = [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];

export default defineConfig({
  plugins,
  test: {
    setupFiles: ["src/testing/setup.ts"],
    testTimeout: 20_000,
    projects: [
      {
        plugins,
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
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
