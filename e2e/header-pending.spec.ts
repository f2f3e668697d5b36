import { expect, test } from "@playwright/test";
import { newAccount, signedInPage } from "./experiences-helpers.ts";
import { waitForServiceWorker } from "./fixtures.ts";

/**
 * Work not yet saved is visible at every width: on a phone and a laptop the header shows the
 * count beside an icon (its accessible name the full sentence); from 1536 px, the sentence.
 */
test("offline, the header shows how many changes wait at 390 px and at 1280 px", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const page = await signedInPage(browser, await newAccount(request), { offline: true });
  await waitForServiceWorker(page);
  await page.goto("/");
  await expect(page).toHaveURL("/");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("status")).toContainText("Synced", { timeout: 15_000 });

  await page.context().setOffline(true);
  await page.getByText("Curious", { exact: true }).click();
  await page.getByRole("button", { name: "Log Mood" }).click();
  await expect(page.getByText("Mood logged successfully")).toBeVisible();
  const card = page.getByTestId("featured-grid").getByTestId("experience-card").first();
  const toggle = card.getByRole("button", { name: /to favorites/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");

  const count = banner.getByRole("img", { name: "Offline · 2 changes waiting" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(count).toBeVisible();
  await expect(count).toHaveText("Offline2");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(count).toBeVisible();
  await expect(count).toHaveText("Offline2");
  // Wide enough for the sentence itself.
  await page.setViewportSize({ width: 1536, height: 900 });
  await expect(count).toBeHidden();
  await expect(banner.getByText("Offline · 2 changes waiting")).toBeVisible();

  await page.context().close();
});
