import { expect, test } from "@playwright/test";

test("switching to Latvian changes the visible texts and <html lang>, and it is remembered", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();

  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("button", { name: "Latviešu" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "lv");
  await expect(page.getByRole("link", { name: "Pieteikties", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "lv");
  await expect(page.getByRole("link", { name: "Pieteikties", exact: true })).toBeVisible();
});

test("the browser language picks the start language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});
