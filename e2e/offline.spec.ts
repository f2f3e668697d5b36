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

test("offline, a picture this device never loaded shows the bundled illustration instead", async ({
  page,
  context,
  request,
}) => {
  const loaded = new Set<string>();
  page.on("request", (r) => {
    if (r.resourceType() === "image") loaded.add(new URL(r.url()).pathname);
  });
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  await waitForServiceWorker(page);

  const catalogue = (await (await request.get("/api/experiences")).json()) as {
    id: string;
    title: string;
    imageUrl: string;
  }[];
  const unseen = catalogue.find((e) => e.imageUrl.startsWith("/") && !loaded.has(e.imageUrl));
  if (!unseen) throw new Error("every seeded picture was already loaded: pick another page");

  await context.setOffline(true);
  await page.goto(`/experience/${unseen.id}`);
  await expect(page.getByRole("heading", { level: 1, name: unseen.title })).toBeVisible();
  // Its own picture cannot load without a network; the fallback is part of the installed app.
  const picture = page.locator("main header img").first();
  await expect(picture).toHaveAttribute("src", "/images/experience-fallback.svg");
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await context.setOffline(false);
});
