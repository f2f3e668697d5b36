import { describe, expect, it } from "vitest";
import { appFiles, prerenderedHtml } from "./prerender-html.ts";

// dist/index.html as Vite writes it (the entry, its static import, the stylesheet).
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CultureWell</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
    <noscript>CultureWell needs JavaScript to run.</noscript>
  </body>
</html>
`;

const PAGE = {
  lang: "lv",
  title: "Drīzumā · CultureWell",
  markup: "<main><h1>Kultūra, kas rūpējas par jūsu labsajūtu</h1><p>$& 5 < 6</p></main>",
  script: "(function(){/* boot */})();",
};

describe("the prerendered page made from index.html", () => {
  it("finds the entry module and the modules index.html preloads", () => {
    expect(appFiles(TEMPLATE)).toEqual({
      entry: "/assets/index-e1.js",
      preloads: ["/assets/rolldown-runtime-r1.js"],
    });
  });

  it("has the language, the title and the markup, and no module script or modulepreload", () => {
    const html = prerenderedHtml(TEMPLATE, PAGE);
    expect(html).toContain('<html lang="lv">');
    expect(html).toContain("<title>Drīzumā · CultureWell</title>");
    // "$&" kept as written: the markup is never read as a replacement pattern.
    expect(html).toContain(`<div id="root">${PAGE.markup}</div>`);
    expect(html).not.toMatch(/type="module"/);
    expect(html).not.toMatch(/modulepreload/);
    // The page reads without JavaScript, in its own language: no English "needs JavaScript".
    expect(html).not.toMatch(/noscript|needs JavaScript/);
  });

  it("keeps the stylesheet in the head, render-blocking, and the boot script last in the body", () => {
    const html = prerenderedHtml(TEMPLATE, PAGE);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    expect(html).toMatch(/<script>\(function\(\)\{\/\* boot \*\/\}\)\(\);<\/script>\s*<\/body>/);
    expect([...html.matchAll(/<script/g)]).toHaveLength(1);
  });

  it("escapes the title as text", () => {
    const html = prerenderedHtml(TEMPLATE, { ...PAGE, title: "A <b> & B" });
    expect(html).toContain("<title>A &lt;b&gt; &amp; B</title>");
  });

  it("stops the build on a template it does not understand", () => {
    expect(() => appFiles(TEMPLATE.replace(/<script[^>]*><\/script>/, ""))).toThrow(/one <script/);
    expect(() => prerenderedHtml(TEMPLATE.replace('<div id="root"></div>', ""), PAGE)).toThrow(
      /root/,
    );
    expect(() => prerenderedHtml(TEMPLATE, { ...PAGE, script: "'</script>'" })).toThrow();
  });
});
