import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

const EXECUTABLE_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/** The flags this machine needs, the same as playwright.config.ts's. */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Debian's Chromium (README "Test it") with the flags this machine needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE_PATH, args: ARGS });
}

/**
 * A new device: Chromium on an empty user-data directory of its own, which is removed once the
 * context closes. Its IndexedDB is the on-disk one an installed PWA has; a `browser.newContext()`
 * is incognito-like, with an in-memory IndexedDB whose writes get slower as a table grows
 * (10 pages of 1,000 rows: 98 → 340 ms a page there, a flat 70–110 ms on disk).
 */
export async function launchFreshProfile(
  options: {
    viewport?: { width: number; height: number };
    serviceWorkers?: "allow" | "block";
  } = {},
): Promise<BrowserContext> {
  const dir = mkdtempSync(join(tmpdir(), "cw-bench-"));
  const remove = () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  try {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: EXECUTABLE_PATH,
      args: ARGS,
      ...options,
    });
    // Closing a persistent context ends its Chromium process, and the directory is free only
    // once that has exited: when `close()` resolves. The context's "close" event comes earlier,
    // while Chromium still writes its profile (a directory removed then is half there after).
    const close = context.close.bind(context);
    context.close = async (options) => {
      await close(options);
      remove();
    };
    return context;
  } catch (error) {
    remove();
    throw error;
  }
}
