/**
 * Layout shift on every screen (the target: CLS ≤ 0.02 everywhere), not only on the pages
 * Lighthouse audits: each route is opened by its kind of user at 1280 and 390 px, and the shifts
 * Chromium reports (`layout-shift` entries without recent input) are added up over the load and
 * the next seconds, when the screen's data arrives from IndexedDB. Printed by `npm run bench`
 * (`BENCH_ONLY=cls`); the worst screen is the figure.
 */
import type { Browser, Page } from "playwright-core";

const DEMO_PASSWORD = "culture-demo-1";
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
/** How long a screen is watched after its load: its reads and a first sync's pages land. */
const WATCH_MS = 3000;

/** Each kind of user and the screens it opens (an experience's page is added at run time). */
const SCREENS: { user: string | null; paths: string[] }[] = [
  {
    user: null,
    paths: ["/landing", "/why-culture-wellbeing", "/for-partners", "/contact", "/login", "/signup"],
  },
  {
    user: "demo-individual",
    paths: ["/", "/dashboard", "/experiences", "/calendar", "/favorites", "/profile"],
  },
  {
    user: "demo-partner",
    paths: [
      "/dashboard",
      "/partner/bookings",
      "/partner/check-in",
      "/partner/analytics",
      "/partner/profile",
      "/partner/experiences/new",
    ],
  },
  {
    user: "demo-professional",
    paths: [
      "/dashboard",
      "/professional/referrals",
      "/professional/referrals/new",
      "/professional/evidence",
    ],
  },
];

/** Installed before every document: the page's own running sum of its layout shifts. */
function recordShifts(): void {
  const w = window as unknown as { __layoutShift: number };
  w.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function signIn(page: Page, url: string, user: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel("Username").fill(user);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

export interface ScreenShift {
  path: string;
  width: number;
  user: string | null;
  cls: number;
}

/** Every screen's summed layout shift, at each viewport. */
export async function benchLayoutShift(browser: Browser, url: string): Promise<ScreenShift[]> {
  const results: ScreenShift[] = [];
  for (const viewport of VIEWPORTS) {
    for (const { user, paths } of SCREENS) {
      const context = await browser.newContext({ viewport });
      try {
        await context.addInitScript(recordShifts);
        const page = await context.newPage();
        if (user) await signIn(page, url, user);
        for (const path of paths) {
          await page.goto(`${url}${path}`);
          await page.waitForTimeout(WATCH_MS);
          const cls = await page.evaluate(
            () => (window as unknown as { __layoutShift: number }).__layoutShift,
          );
          results.push({ path, width: viewport.width, user, cls });
        }
      } finally {
        await context.close();
      }
    }
  }
  return results;
}
