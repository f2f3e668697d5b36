/**
 * The build's prerender entry: scripts/vite-prerender.ts builds this module for Node (a Vite SSR
 * build, so routes, macros and catalogs compile as they do for the browser), imports it and
 * writes one HTML page per prerendered URL and language.
 */
export { LOCALES } from "#i18n/locales.ts";
export { bootScriptText } from "./boot-script.ts";
export { renderPage } from "./render-page.tsx";
