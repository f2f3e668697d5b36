import { expect, test } from "@playwright/test";
import { DEMO, signIn, waitForServiceWorker } from "./fixtures.ts";

test("after one online visit the app starts offline and keeps the user signed in", async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alex");
  await expect(page.getByRole("button", { name: DEMO.individual.username })).toBeVisible();

  // A client-side navigation and a deep-link reload both work without a network.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Your Wellbeing Journey" })).toBeVisible();
  await context.setOffline(false);
});

test("a visitor's first visit makes the landing page available offline", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await context.setOffline(false);
});
