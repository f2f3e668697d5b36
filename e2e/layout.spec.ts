import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./fixtures.ts";
import { layoutProblems } from "./layout-check.ts";
import { makeLayoutData } from "./layout-data.ts";
import {
  PARTICIPANT_ROUTES,
  PROFESSIONAL_ROUTES,
  partnerRoutes,
  VISITOR_ROUTES,
} from "./routes.ts";

/**
 * Every screen, for a visitor and each role, at a phone, a tablet, a laptop and a wide desktop,
 * in English and in German (long words): no sideways scroll, no cut text, nothing outside its
 * card, no overlapping controls (the rules: layout-check.ts; docs/layout-check.md). Each screen
 * is opened once per role; the widths are visited by resizing that page and the second language
 * by switching it in place, both of which re-lay out the same screen.
 */

const WIDTHS = [390, 768, 1280, 1600] as const;
const LANGUAGES = ["en", "de"] as const;
const HEIGHT = 900;
/** The calendar's private feed link, once made: "Open in calendar app". */
const LINK = '#feed-heading ~ div a[href^="webcal:"]';

test.describe.configure({ timeout: 180_000 });

interface Screen {
  path: string;
  /** Run once the page shows (before the first check): e.g. make a calendar link. */
  act?: (page: Page, lang: string) => Promise<void>;
  /** Brought to the bottom of the window before each check (where a toast would cover it). */
  bottom?: string;
}

interface Walk {
  role: string;
  /** A session token of the role's account; null for a visitor. */
  token: string | null;
  screens: Screen[];
}

/** The app took over: for a prerendered page, its first app-drawn field; then no skeleton. */
async function settled(page: Page, path: string, signedIn: boolean) {
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
  // The newsletter field is drawn only by the running app (fixtures.ts waitForAppOnLanding); the
  // first load of a walk compiles the app, which takes its time on a busy machine.
  if (!signedIn && (path === "/" || path === "/landing")) {
    await expect(page.locator('main input[type="email"]')).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.locator('.skeleton, [aria-busy="true"]').filter({ visible: true })).toHaveCount(
    0,
    { timeout: 10_000 },
  );
}

/**
 * Switches the language with the page's picker, as a person would (no reload); a screen with no
 * picker in view is reloaded in the other language instead.
 */
async function switchLanguage(page: Page, lang: string, signedIn: boolean) {
  const picker = page
    .locator("button[aria-expanded]")
    .filter({ hasText: /^\s*(Language|Sprache):/ })
    .filter({ visible: true });
  if ((await picker.count()) > 0) {
    // Clicks without the actionability waits: the picker is on screen, and its menu opens in place.
    await picker.first().dispatchEvent("click");
    await page
      .locator(`button[lang="${lang}"]`)
      .filter({ visible: true })
      .first()
      .dispatchEvent("click");
  } else {
    await page.evaluate((l) => localStorage.setItem("culturewell.locale", l), lang);
    await page.reload();
    await settled(page, new URL(page.url()).pathname, signedIn);
  }
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

/**
 * Opens a screen the way the app moves between its screens (a history push the router follows),
 * which spares booting the app again for each one (the costliest step on 2 cores). The headings
 * on screen are marked first, so the new screen's own heading says it has arrived. A screen at
 * the path already shown (a profile tab) keeps its heading: that one is loaded instead.
 */
async function open(page: Page, path: string, signedIn: boolean) {
  const here = new URL(page.url());
  if (new URL(path, here).pathname === here.pathname) {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      for (const h1 of document.querySelectorAll("main h1")) h1.setAttribute("data-left", "");
      window.scrollTo(0, 0);
      const index = Number(history.state?.__TSR_index ?? 0) + 1;
      history.pushState({ __TSR_index: index, key: String(index) }, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, path);
    await expect(page.locator("main h1:not([data-left])").first()).toBeVisible({
      timeout: 15_000,
    });
  }
  await settled(page, path, signedIn);
}

/**
 * One role's screens. Each screen is opened at 390 px, checked up the widths in one language,
 * switched at 1600 px (where the header shows its picker) to the other language and checked back
 * down, so it ends at 390 px, where the next screen starts.
 */
async function walk(browser: Browser, w: Walk, failures: string[]): Promise<number> {
  // Reduced motion: the app then ends its animations and transitions at once (src/styles.css),
  // so a box is measured where it comes to rest, and a spinning sync icon does not keep the
  // browser painting frames for the whole walk.
  const context = await browser.newContext({ serviceWorkers: "block", reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  // Signed in through the app's own restore path: a stored token is checked with the server,
  // which signs the user in (src/session/session.ts), without waiting again for the
  // password's deliberately slow hash (the sign-in form is auth.spec.ts's business).
  await page.goto("/api/health");
  await page.evaluate(
    ([locale, token]) => {
      localStorage.setItem("culturewell.locale", locale);
      if (token) localStorage.setItem("auth_token", token);
    },
    [LANGUAGES[0], w.token] as const,
  );
  let lang: string = LANGUAGES[0];
  let checks = 0;
  for (const [n, screen] of w.screens.entries()) {
    let widths: readonly number[] = WIDTHS;
    if (n === 0) {
      await page.goto(screen.path);
      await settled(page, screen.path, w.token !== null);
    } else {
      await open(page, screen.path, w.token !== null);
    }
    // Still there: not sent to the sign-in page, nor elsewhere, so the screen is the one named.
    const pathname = new URL(screen.path, page.url()).pathname;
    await expect(page).toHaveURL((url) => url.pathname === pathname);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    if (screen.act) await screen.act(page, lang);
    for (const [i, next] of [lang, lang === "en" ? "de" : "en"].entries()) {
      if (i > 0) {
        await switchLanguage(page, next, w.token !== null);
        lang = next;
        widths = [...widths].reverse();
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT });
        if (screen.bottom) {
          await page
            .locator(screen.bottom)
            .evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
        }
        const problems = await page.evaluate(layoutProblems);
        checks += 1;
        for (const p of problems)
          failures.push(`${w.role} ${lang} ${width}px ${screen.path}: ${p}`);
      }
    }
  }
  await context.close();
  return checks;
}

/** A session of a demo partner and their first listing (their screens show the seed's). */
async function partnerSession(
  request: APIRequestContext,
  username: string,
): Promise<{ token: string; listingId: string }> {
  const login = await request.post("/api/auth/login", {
    data: { username, password: DEMO_PASSWORD },
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const listings = await request.get(`/api/partners/${user.id}/experiences`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [first] = (await listings.json()) as { id: string }[];
  if (!first) throw new Error(`${username} has no listing`);
  return { token, listingId: first.id };
}

test("every screen holds at 390, 768, 1280 and 1600 px in English and German", async ({
  browser,
  request,
}) => {
  const [data, partner] = await Promise.all([
    makeLayoutData(request),
    partnerSession(request, DEMO.cultural_partner.username),
  ]);

  const walks: Walk[] = [
    { role: "visitor", token: null, screens: VISITOR_ROUTES.map((path) => ({ path })) },
    {
      role: "participant",
      token: data.participant.token,
      screens: [
        ...PARTICIPANT_ROUTES.filter((p) => p !== "/calendar").map((path) => ({ path })),
        {
          path: "/calendar",
          act: async (page) => {
            await page.locator("#feed-heading ~ div button").click();
            await expect(page.locator(LINK)).toBeVisible();
          },
          bottom: LINK,
        },
        { path: `/experience/${data.attendedExperienceId}` },
        { path: `/referral/${data.referralId}` },
      ],
    },
    {
      role: "partner",
      token: partner.token,
      screens: partnerRoutes(partner.listingId).map((path) => ({ path })),
    },
    {
      role: "professional",
      token: data.professional.token,
      screens: PROFESSIONAL_ROUTES.map((path) => ({ path })),
    },
  ];

  // Two walks at a time: one per core.
  const failures: string[] = [];
  const queue = [...walks];
  const counts = await Promise.all(
    [0, 1].map(async () => {
      let n = 0;
      for (let w = queue.shift(); w; w = queue.shift()) n += await walk(browser, w, failures);
      return n;
    }),
  );
  const screens = walks.reduce((n, w) => n + w.screens.length, 0);
  const checks = counts.reduce((a, b) => a + b, 0);
  const failed = new Set(failures.map((f) => f.slice(0, f.indexOf(": ")))).size;
  console.log(
    `layout: ${screens} screens × ${WIDTHS.length} widths × ${LANGUAGES.length} languages = ${checks} checks, ${failed} failed (${failures.length} problems)`,
  );
  expect(failures).toEqual([]);
});

test("the layout rules catch what they name, and pass what is meant", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.goto("/help");
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.evaluate(() => {
    const box = document.createElement("div");
    box.innerHTML = `
      <div class="rounded-box" style="width:80px;border:1px solid"><span style="white-space:nowrap">Energiegeladen und froh</span></div>
      <p style="width:60px;overflow:hidden;white-space:nowrap">A name that is cut</p>
      <p style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis" title="A title that is meant to be cut">A title that is meant to be cut</p>
      <span class="sr-only">Visually hidden words that are very long indeed</span>
      <div style="position:relative;height:50px"><button style="position:absolute;left:0;width:80px">One</button><button style="position:absolute;left:40px;width:80px">Two</button></div>
      <div style="overflow-x:auto;width:100px"><p style="width:300px">A table too wide</p></div>
      <div style="overflow-x:auto;width:100px" tabindex="0" aria-label="Attendees"><p style="width:300px">Meant to scroll</p></div>
      <div style="width:600px">Wider than a phone</div>`;
    document.querySelector("main")?.prepend(box);
  });
  const kinds = (await page.evaluate(layoutProblems)).map((p) => p.slice(0, p.indexOf(" ")));
  expect(kinds.sort()).toEqual(
    ["clipped:", "cut-scroll:", "out-of-card:", "overlap:", "page-scroll:"].sort(),
  );
});
