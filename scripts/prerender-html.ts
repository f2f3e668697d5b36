/**
 * The HTML side of the prerender (scripts/vite-prerender.ts): reads the built index.html for the
 * app's files and turns it into one prerendered page. Pure string work on the template Vite
 * writes, so it is tested without a build.
 */

/** Vite's entry tag and the modulepreload links of its static imports. */
const MODULE_SCRIPT = /[ \t]*<script\b[^>]*\btype="module"[^>]*><\/script>[ \t]*\n?/gi;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>[ \t]*\n?/gi;
/** index.html's "needs JavaScript" notice: a prerendered page is readable without it. */
const NOSCRIPT = /[ \t]*<noscript>[\s\S]*?<\/noscript>[ \t]*\n?/gi;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;

/** What index.html starts the app with: the entry module and the modules it preloads. */
export interface AppFiles {
  entry: string;
  preloads: string[];
}

export function appFiles(template: string): AppFiles {
  const entries = [...template.matchAll(MODULE_SCRIPT)].map((m) => attribute(m[0], "src"));
  const [entry] = entries;
  if (entries.length !== 1 || !entry) {
    throw new Error("prerender: index.html must have exactly one <script type=module src>");
  }
  const preloads = [...template.matchAll(MODULE_PRELOAD)].flatMap(
    (m) => attribute(m[0], "href") ?? [],
  );
  return { entry, preloads };
}

export interface PageParts {
  /** `<html lang>`: the page's language. */
  lang: string;
  /** The document title, as text. */
  title: string;
  /** The rendered app, placed inside `<div id="root">`. */
  markup: string;
  /** The inline boot script, placed at the end of `<body>`. */
  script: string;
}

const escapeText = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** The first `pattern` replaced; the build stops when the template lacks it. */
function replaceOnce(
  html: string,
  pattern: RegExp | string,
  replacement: string | ((found: string) => string),
): string {
  const at = typeof pattern === "string" ? html.indexOf(pattern) : html.search(pattern);
  if (at < 0) throw new Error(`prerender: index.html has no ${pattern}`);
  // Always a function, so a "$" in the markup is never read as a replacement pattern.
  return html.replace(pattern, (found) =>
    typeof replacement === "string" ? replacement : replacement(found),
  );
}

/**
 * One prerendered page from index.html: its language and title, the rendered markup in the root,
 * the module entry and modulepreload links taken out (the boot script adds them when the app is
 * to start), the English "needs JavaScript" notice dropped (the page reads and its links work
 * without it, in its own language), the stylesheet left in the head (render-blocking, so the first paint is styled),
 * and the boot script at the end of the body.
 */
export function prerenderedHtml(template: string, page: PageParts): string {
  if (/<\/script/i.test(page.script)) throw new Error("prerender: the boot script holds </script");
  let html = template.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "").replace(NOSCRIPT, "");
  html = replaceOnce(
    html,
    /<html\b[^>]*>/i,
    (tag) =>
      `<html lang="${escapeText(page.lang)}"${tag.slice(5, -1).replace(/\s+lang="[^"]*"/i, "")}>`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/i, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.markup}</div>`);
  return replaceOnce(html, /\s*<\/body>/i, `\n    <script>${page.script}</script>\n  </body>`);
}
