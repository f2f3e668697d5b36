import { expect, test } from "@playwright/test";
import { DEMO, signIn, waitForAppOnLanding } from "./fixtures.ts";

test("switching to Latvian changes the visible texts and <html lang>, and it is remembered", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  await waitForAppOnLanding(page);

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

test("the partner dashboard reads in every language", async ({ page }) => {
  await signIn(page, DEMO.cultural_partner.username);
  await expect(page).toHaveURL(DEMO.cultural_partner.dashboard);
  // Written out by hand from the catalogs: a missing translation shows the English words.
  const tools: Record<string, string> = {
    lv: "Partnera rīki",
    es: "Herramientas para colaboradores",
    fr: "Outils pour les partenaires",
    de: "Werkzeuge für Partner",
    hy: "Գործընկերոջ գործիքներ",
  };
  for (const [locale, heading] of Object.entries(tools)) {
    await page.evaluate((l) => localStorage.setItem("culturewell.locale", l), locale);
    await page.goto("/dashboard-cultural-partner");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByText("Partner tools")).toHaveCount(0);
  }
});

test("the professional dashboard reads in every language", async ({ page }) => {
  await signIn(page, DEMO.professional.username);
  await expect(page).toHaveURL(DEMO.professional.dashboard);
  // Written out by hand from the catalogs: a missing translation shows the English words.
  const engagement: Record<string, string> = {
    lv: "Iesaistes rādītājs",
    es: "Tasa de participación",
    fr: "Taux de participation",
    de: "Teilnahmequote",
    hy: "Ներգրավվածության մակարդակ",
  };
  for (const [locale, label] of Object.entries(engagement)) {
    await page.evaluate((l) => localStorage.setItem("culturewell.locale", l), locale);
    await page.goto("/dashboard-professional");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText("Engagement Rate", { exact: true })).toHaveCount(0);
  }
});
