import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "lv", "es", "hy", "fr", "de"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "**/node_modules/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
