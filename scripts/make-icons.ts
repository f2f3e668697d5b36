/**
 * Renders the CultureWell logo to the PWA icons, so they can be rebuilt from one source:
 *   npx node scripts/make-icons.ts
 * Writes public/favicon.svg, public/icons/logo-mark.svg and the PNGs the manifest and
 * index.html link (icon-192, icon-512, maskable-512, apple-touch-icon). Uses the system
 * Chromium (CHROME_PATH, default /usr/bin/chromium) through playwright-core.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";

const ROOT = join(import.meta.dirname, "..");
const ICONS = join(ROOT, "public", "icons");

const WARM = "#fbf4ea";
const VIOLET = "#6a3cc4";
const CORAL = "#ef7d72";

/**
 * The mark, in a 512×512 box: a violet heart (care) with a brush-stroke leaf (creativity,
 * growth) cut out of it, and a coral paint drop. Its visual centre is (256, 262).
 */
const MARK = [
  `<path d="M256 420C132 340 86 262 100 196c15-72 110-100 156-30 46-70 141-42 156 30 14 66-32 144-156 224z" fill="${VIOLET}"/>`,
  `<path d="M250 352c-14-86 22-154 104-190 6 92-34 158-104 190z" fill="${WARM}"/>`,
  `<path d="M250 352c18-56 44-104 86-152" fill="none" stroke="${VIOLET}" stroke-width="9" stroke-linecap="round"/>`,
  `<circle cx="402" cy="112" r="28" fill="${CORAL}"/>`,
].join("");

type Background = "rounded" | "full-bleed" | "none";

/** One square SVG: the mark scaled about the centre on the chosen background. */
function logoSvg(background: Background, scale: number): string {
  const bg =
    background === "rounded"
      ? `<rect width="512" height="512" rx="112" fill="${WARM}"/>`
      : background === "full-bleed"
        ? `<rect width="512" height="512" fill="${WARM}"/>`
        : "";
  const mark = `<g transform="translate(256 256) scale(${scale}) translate(-256 -262)">${MARK}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${bg}${mark}</svg>\n`;
}

interface PngIcon {
  file: string;
  size: number;
  svg: string;
}

// Maskable: launchers crop to a circle of 80% diameter, so the mark (scale .7) stays inside
// that safe zone on a full-bleed background. Apple touch icons must be opaque (iOS rounds them).
const PNG_ICONS: PngIcon[] = [
  { file: "icon-192.png", size: 192, svg: logoSvg("rounded", 0.84) },
  { file: "icon-512.png", size: 512, svg: logoSvg("rounded", 0.84) },
  { file: "maskable-512.png", size: 512, svg: logoSvg("full-bleed", 0.7) },
  { file: "apple-touch-icon.png", size: 180, svg: logoSvg("full-bleed", 0.8) },
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

async function renderPng(browser: Browser, icon: PngIcon): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: icon.size, height: icon.size },
    deviceScaleFactor: 1,
  });
  try {
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}`;
    await page.setContent(
      `<html><body style="margin:0"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    // A string expression: the node tsconfig has no DOM types, and this runs in the page.
    await page.evaluate("document.images[0].decode()");
    // Transparent page background keeps the rounded icon's corners transparent.
    return await page.screenshot({ omitBackground: true, type: "png" });
  } finally {
    await page.close();
  }
}

/** Width and height from a PNG's IHDR chunk, to prove the manifest's declared sizes. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function main(): Promise<void> {
  await mkdir(ICONS, { recursive: true });
  await writeFile(join(ROOT, "public", "favicon.svg"), logoSvg("rounded", 0.84));
  await writeFile(join(ICONS, "logo-mark.svg"), logoSvg("none", 1));

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    for (const icon of PNG_ICONS) {
      const out = join(ICONS, icon.file);
      await writeFile(out, await renderPng(browser, icon));
      const { width, height } = pngSize(await readFile(out));
      if (width !== icon.size || height !== icon.size) {
        throw new Error(`${icon.file} is ${width}x${height}, expected ${icon.size}x${icon.size}`);
      }
      console.log(`wrote public/icons/${icon.file} (${width}x${height})`);
    }
  } finally {
    await browser.close();
  }
  console.log("wrote public/favicon.svg and public/icons/logo-mark.svg");
}

await main();
