import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { linguiPrecompile } from "./scripts/lingui-precompile.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { prerender } from "./scripts/vite-prerender.ts";
import { routePreloadMap } from "./scripts/vite-route-preloads.ts";
import { PRERENDER_DIR } from "./server/http/prerendered-pages.ts";
import { pwaManifest } from "./src/app/pwa-manifest.ts";

// English is compiled into the code (scripts/lingui-precompile.ts): the macro keeps each
// message, the plugin compiles it, and English needs no catalog before the first paint. Inside
// the preset, so it shares the preset's filter (files that import a Lingui macro).
const linguiMacros = linguiTransformerBabelPreset({ descriptorFields: "message" });
linguiMacros.preset = {
  ...linguiMacros.preset,
  plugins: [...(linguiMacros.preset.plugins ?? []), linguiPrecompile],
};

/** Source files of the app (not CSS, not dependencies, not the bootstrap). */
const isOwnModule = (id: string) =>
  id.includes("/src/") &&
  !id.includes("/node_modules/") &&
  !/\.css($|\?)/.test(id) &&
  !id.endsWith("/src/main.tsx");

// Plugin order matters: the router plugin before react, then Babel with the
// Lingui macro preset (plugin-react 6 no longer runs Babel), then the Lingui catalog loader.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiMacros] }),
    lingui(),
    tailwindcss(),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: pwaManifest,
      // The door's QR decoder (ZXing wasm, about 1 MB) is NOT precached: only door staff need
      // it. The door page downloads it when it opens online and src/sw.ts keeps it (CacheFirst).
      // docs/decisions/0010-door-qr-decoder.md
      // The prerendered pages are not precached: an offline or SW-served navigation gets the
      // app shell (index.html), which draws the page itself.
      // docs/decisions/0016-prerendered-landing.md
      // The fallback picture too: offline, a card or page whose own picture this device never
      // loaded shows it instead of an empty box (ExperienceImage swaps to it on error).
      injectManifest: {
        globPatterns: ["**/*.{js,css,html}", "images/experience-fallback.svg"],
        globIgnores: ["**/node_modules/**/*", `${PRERENDER_DIR}/**`],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
    // dist/.vite/route-preloads.json: each route's chunks, which the server names as
    // modulepreload links in the index.html it answers for that route (decision 0017).
    routePreloadMap(),
    // dist/prerender/<language>/*.html: /landing and / prerendered per UI language, answered by
    // the server so their first paint needs no JavaScript (decision 0016). At closeBundle:
    // after the preload map, which their boot script reads, and before the service worker's
    // precache.
    prerender(),
  ],
  build: {
    target: "es2022",
    sourcemap: false,
    // The manifest lets scripts/check-budget.ts find each route's chunks (the route preloads read
    // the written bundle itself: scripts/bundle-manifest.ts).
    manifest: true,
    rolldownOptions: {
      // Our own modules have no import-time effects (the stylesheet, imported by main.tsx, is
      // the one module imported for its effect): a module none of whose exports is used is left
      // out. Without this, a feature barrel (screens.ts, index.ts) put every module it
      // re-exports into the closure of each route that imports one name from it, since their
      // top-level calls (valibot schemas, zustand stores) count as possible effects.
      treeshake: { moduleSideEffects: (id) => (isOwnModule(id) ? false : undefined) },
      // The entry with everything it imports statically in one chunk, the signed-in core and
      // the screens' shared parts in one chunk each: few files before a first paint, since over
      // HTTP/1.1 and a mobile round trip each costs more than its bytes (scripts/chunk-groups.ts).
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
});
