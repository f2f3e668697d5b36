import { expect, type Page, test } from "@playwright/test";
import { DASHBOARD, DEMO, signIn, waitForAppOnLanding } from "./fixtures.ts";

// /landing and / arrive prerendered in the visitor's language (decision 0016); the app starts after
// their first paint, or at once where it would draw something else.

const HERO = {
  en: "Culture that cares for your wellbeing",
  lv: "Kultūra, kas rūpējas par jūsu labsajūtu",
  de: "Kultur, die Ihrem Wohlbefinden guttut",
};

/** Records, frame by frame from the document's start, each landing heading the page could paint. */
async function watchLandingHeadings(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { landingHeadingsSeen: seen });
    const frame = () => {
      const heading = document.getElementById("landing-title");
      if (heading) seen.add(heading.textContent ?? "");
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const headingsSeen = (page: Page) =>
  page.evaluate(() => [
    ...(window as unknown as { landingHeadingsSeen: Set<string> }).landingHeadingsSeen,
  ]);

test("without JavaScript, a Latvian browser gets the Latvian landing page at /landing and /", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "lv-LV" });
  const page = await context.newPage();
  for (const path of ["/landing", "/"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "lv");
    await expect(page).toHaveTitle("Drīzumā · CultureWell");
    await expect(page.getByRole("heading", { level: 1, name: HERO.lv })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pieteikties", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
  }
  await context.close();
});

test("with JavaScript the landing page becomes the app: language picker, client-side Login", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/landing");
  await expect(page.getByRole("heading", { level: 1, name: HERO.en })).toBeVisible();
  await waitForAppOnLanding(page);
  // The app replaced the page: one of each, nothing drawn twice.
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);

  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("button", { name: "Latviešu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: HERO.lv })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "lv");

  // A full page load would lose this mark; the app's router keeps the document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "Pieteikties", exact: true }).click();
  await expect(page).toHaveURL("/login");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

test("the app takes over the page without a jump: scroll kept, no layout shift", async ({
  page,
}) => {
  // The entry arrives late, as on a slow phone: the visitor has scrolled by then.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/landing");
  await page.evaluate(() => window.scrollTo(0, 500));
  await waitForAppOnLanding(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(500);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  ).toEqual([]);
});

// These two reload pages a service worker would answer with the app shell once installed; blocked,
// every navigation reaches the server and its prerendered page.
test.describe("with a stored session or language", () => {
  test.use({ serviceWorkers: "block" });

  test("a signed-in participant opening / gets the home, never the landing page", async ({
    page,
  }) => {
    await signIn(page, DEMO.individual.username);
    await expect(page).toHaveURL(DASHBOARD.individual);
    await watchLandingHeadings(page);
    const response = await page.goto("/");
    // The server cannot tell a signed-in visit: it sent the landing page, which never showed.
    expect(await response?.text()).toContain(HERO.en);
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Discover culture that nurtures your wellbeing",
      }),
    ).toBeVisible();
    expect(await headingsSeen(page)).toEqual([]);
  });

  test("a stored language other than the browser's is the one shown", async ({ page }) => {
    await page.goto("/landing");
    await waitForAppOnLanding(page);
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1, name: HERO.de })).toBeVisible();

    // The server answers in the browser's language; the page corrects itself before its paint.
    await watchLandingHeadings(page);
    const response = await page.reload();
    expect(await response?.text()).toContain(HERO.en);
    await expect(page.getByRole("heading", { level: 1, name: HERO.de })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await headingsSeen(page)).not.toContain(HERO.en);
  });
});
