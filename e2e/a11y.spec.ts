import { expect, test } from "@playwright/test";
import { scan } from "./axe-scan.ts";
import { DEMO, signIn, waitForAppOnLanding } from "./fixtures.ts";

const publicRoutes = [
  "/",
  "/landing",
  "/login",
  "/signup",
  "/why-culture-wellbeing",
  "/for-partners",
  "/contact",
  "/nope-404",
];
const privateRoutes = [
  "/",
  "/dashboard-individual",
  "/experiences",
  "/profile",
  "/profile?tab=recommendations",
  "/profile?tab=favorites",
  "/profile?tab=history",
  "/calendar",
  "/add-experience",
  "/favorites",
];

// Each scan takes a few seconds on 2 cores; a route list needs more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A visitor's "/" and "/landing" arrive prerendered; the scan waits for the app to take over. */
const prerendered = new Set(["/", "/landing"]);

test("public routes have no axe violations", async ({ page }) => {
  for (const path of publicRoutes) {
    await scan(page, path, prerendered.has(path) ? waitForAppOnLanding : undefined);
  }
});

test("signed-in routes have no axe violations", async ({ page }) => {
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  for (const path of privateRoutes) await scan(page, path);
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
  await expect(page).toHaveURL(DEMO.cultural_partner.dashboard);
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
  for (const path of [
    "/dashboard-cultural-partner",
    "/dashboard/cultural-partner",
    `/experience/${id}`,
    `/edit-experience/${id}`,
    "/partner/experiences/new",
    "/partner/bookings",
    "/partner/analytics",
    "/partner/profile",
    "/partner/resources",
    "/partner/check-in",
    `/partner/check-in/${id}`,
  ]) {
    await scan(page, path);
  }
});

test("the professional's pages have no axe violations", async ({ page }) => {
  await signIn(page, DEMO.professional.username);
  await expect(page).toHaveURL(DEMO.professional.dashboard);
  for (const path of [
    "/dashboard-professional",
    "/professional/referrals",
    "/professional/referrals/new",
    "/professional/resources",
    "/professional/evidence",
  ]) {
    await scan(page, path);
  }
});
