import { expect, test } from "@playwright/test";
import { scan } from "./axe-scan.ts";
import { DEMO, signIn, waitForAppOnLanding } from "./fixtures.ts";
import {
  PARTICIPANT_ROUTES,
  PROFESSIONAL_ROUTES,
  partnerRoutes,
  VISITOR_ROUTES,
} from "./routes.ts";

// Each scan takes a few seconds on 2 cores (more on a busy one); a route list needs more than
// the default 30 s, and the visitor's list has twelve screens.
test.describe.configure({ timeout: 180_000 });

/** A visitor's "/" and "/landing" arrive prerendered; the scan waits for the app to take over. */
const prerendered = new Set(["/", "/landing"]);

test("public routes have no axe violations", async ({ page }) => {
  for (const path of VISITOR_ROUTES) {
    await scan(page, path, prerendered.has(path) ? waitForAppOnLanding : undefined);
  }
});

test("signed-in routes have no axe violations", async ({ page }) => {
  await signIn(page, DEMO.individual.username);
  // Signing in runs the slow password hash: on a busy machine it takes more than 5 s.
  await expect(page).toHaveURL(DEMO.individual.dashboard, { timeout: 15_000 });
  for (const path of PARTICIPANT_ROUTES) await scan(page, path);
});

test("dark theme has no contrast violations on the landing page", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await scan(page, "/", waitForAppOnLanding);
  await context.close();
});

test("partner routes and an experience's detail and edit form have no axe violations", async ({
  page,
}) => {
  await signIn(page, DEMO.cultural_partner.username);
  // Signing in runs the slow password hash: on a busy machine it takes more than 5 s.
  await expect(page).toHaveURL(DEMO.cultural_partner.dashboard, { timeout: 15_000 });
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const me = await (
    await page.request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const listings = await (
    await page.request.get(`/api/partners/${me.id}/experiences`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const id = listings[0].id as string;
  for (const path of partnerRoutes(id)) {
    await scan(page, path);
  }
});

test("the professional's pages have no axe violations", async ({ page }) => {
  await signIn(page, DEMO.professional.username);
  await expect(page).toHaveURL(DEMO.professional.dashboard);
  for (const path of PROFESSIONAL_ROUTES) {
    await scan(page, path);
  }
});
