/**
 * Takes the web-app-manifest screenshots of the landing page "/":
 *   npx node scripts/make-screenshots.ts [url]     a running app (default APP_URL or :3000)
 *   npx node scripts/make-screenshots.ts --mock    a static stand-in page (no app needed)
 * Writes public/screenshots/home-wide.png (1280x800) and home-narrow.png (750x1334, a 375x667
 * phone at DPR 2). The sizes must match the manifest (src/app/pwa-manifest.ts) exactly or
 * Chromium ignores the screenshots, so each file's size is checked after writing.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "playwright-core";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "public", "screenshots");

interface Shot {
  file: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
}

const SHOTS: Shot[] = [
  {
    file: "home-wide.png",
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    mobile: false,
  },
  {
    file: "home-narrow.png",
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    mobile: true,
  },
];

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

type Source = { kind: "url"; url: string } | { kind: "mock"; html: string };

async function capture(browser: Browser, shot: Shot, source: Source): Promise<Buffer> {
  const context = await browser.newContext({
    // No service worker: its "ready to work offline" notice would cover the page in the shot.
    serviceWorkers: "block",
    viewport: shot.viewport,
    deviceScaleFactor: shot.deviceScaleFactor,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    locale: "en-US",
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  try {
    const page = await context.newPage();
    if (source.kind === "url") {
      await page.goto(new URL("/", source.url).href, { waitUntil: "networkidle" });
    } else {
      await page.setContent(source.html, { waitUntil: "load" });
    }
    // A string expression: the node tsconfig has no DOM types, and this runs in the page.
    await page.evaluate("document.fonts.ready.then(() => true)");
    // Viewport-sized, not full-page: the manifest declares exact pixel sizes.
    return await page.screenshot({ type: "png", fullPage: false });
  } finally {
    await context.close();
  }
}

function expectedSize(shot: Shot): { width: number; height: number } {
  return {
    width: shot.viewport.width * shot.deviceScaleFactor,
    height: shot.viewport.height * shot.deviceScaleFactor,
  };
}

/**
 * A static stand-in for the landing page (brand, tagline, three value blocks), so the manifest
 * has valid screenshots before the real page exists. Images are inlined: no network needed.
 */
async function mockLandingHtml(root: string): Promise<string> {
  const inline = async (path: string) =>
    `data:image/svg+xml;base64,${(await readFile(join(root, "public", path))).toString("base64")}`;
  const logo = await inline("icons/logo-mark.svg");
  const hero = await inline("images/experiences/participatory-circle.svg");
  const blocks = [
    ["#dfd7ff", "Mental wellbeing", "Arts, music and making that ease stress and lift low days."],
    ["#fed2cd", "Community connection", "Meet people through choirs, circles and shared projects."],
    ["#bee9d9", "Creative experiences", "Workshops, performances and exhibitions near you."],
  ]
    .map(
      ([bg, title, text]) =>
        `<article><span style="background:${bg}"></span><h3>${title}</h3><p>${text}</p></article>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,"DejaVu Sans",sans-serif;
background:#fdfaf4;color:#21202b}header{display:flex;align-items:center;gap:10px;
padding:16px 5vw;border-bottom:1px solid #e3ddd3}header img{width:36px;height:36px}
header b{font-size:20px;color:#4a268d;flex:1}header a{background:#6a3cc4;color:#fff;
padding:8px 18px;border-radius:999px;text-decoration:none;font-weight:600}
main{padding:40px 5vw}.hero{display:grid;grid-template-columns:1.1fr 1fr;gap:40px;
align-items:center}h1{font-size:56px;line-height:1.05;margin:0 0 16px;color:#4a268d}
.hero p{font-size:19px;line-height:1.5;margin:0 0 24px;color:#4b4856}form{display:flex;gap:8px}
input{flex:1;padding:12px 16px;border:1px solid #d2cabd;border-radius:999px;font:inherit;
background:#fff}button{padding:12px 20px;border:0;border-radius:999px;background:#b94642;
color:#fff;font:inherit;font-weight:600}.hero img{width:100%;border-radius:24px}
.values{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;margin-top:40px}
article{background:#fff;border:1px solid #e3ddd3;border-radius:18px;padding:20px}
article span{display:block;width:44px;height:44px;border-radius:12px}
h3{margin:14px 0 6px;font-size:18px}article p{margin:0;color:#4b4856;line-height:1.45}
@media (max-width:700px){header{padding:12px 20px}main{padding:16px 20px}
.hero{grid-template-columns:1fr;gap:14px}.hero img{order:-1;height:110px;object-fit:cover}
h1{font-size:30px;margin-bottom:6px}.hero p{font-size:15px;margin-bottom:14px}
input,button{padding:10px 14px}button{white-space:nowrap}.hero>*,input{min-width:0}.values{grid-template-columns:1fr;gap:10px;margin-top:18px}
article{display:grid;grid-template-columns:36px 1fr;column-gap:12px;padding:12px 14px}
article span{width:36px;height:36px;grid-row:span 2}h3{margin:0 0 2px;font-size:16px}
article p{font-size:14px}}
</style></head><body><header><img src="${logo}" alt=""><b>CultureWell</b><a href="/login">Login</a>
</header><main><section class="hero"><div><h1>Culture for wellbeing</h1><p>Discover arts,
music, theatre and community experiences that support your wellbeing and connect you with
others. Coming soon.</p><form><input placeholder="Your email address"><button type="button">
Notify me</button></form></div><img src="${hero}" alt=""></section>
<section class="values">${blocks}</section></main></body></html>`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { mock: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const source: Source = values.mock
    ? { kind: "mock", html: await mockLandingHtml(ROOT) }
    : { kind: "url", url: positionals[0] ?? process.env.APP_URL ?? "http://localhost:3000" };

  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    for (const shot of SHOTS) {
      const out = join(OUT, shot.file);
      await writeFile(out, await capture(browser, shot, source));
      const png = await readFile(out);
      const width = png.readUInt32BE(16);
      const height = png.readUInt32BE(20);
      const want = expectedSize(shot);
      if (width !== want.width || height !== want.height) {
        throw new Error(
          `${shot.file} is ${width}x${height}, expected ${want.width}x${want.height}`,
        );
      }
      console.log(`wrote public/screenshots/${shot.file} (${width}x${height})`);
    }
  } finally {
    await browser.close();
  }
  console.log(source.kind === "mock" ? "source: static mock" : `source: ${source.url}`);
}

await main();
