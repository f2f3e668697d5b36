import { expect, type Page, test } from "@playwright/test";
import { DEMO_INVITATION_CODE, uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * End to end: a brand-new user, offline, logs a mood and edits their goals; both survive
 * an offline reload and For You follows the new goals; back online the server receives each
 * change once, and its recommendations agree with the ones the device computed.
 */

const GOALS = ["Reduce stress and anxiety", "Find inner peace"];
const CATEGORIES = ["Creative Wellbeing", "Craft & Making"];
const CATEGORY_IDS = ["craft-making", "creative-wellbeing"];

async function signUpFreshUser(page: Page) {
  const username = uniqueName("wellbeing");
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Ilze");
  await page.getByLabel("Last name").fill("Ozola");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Invitation code").fill(DEMO_INVITATION_CODE);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
}

/** GET an API path as the signed-in user (token from localStorage, as the app keeps it). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const forYouTitles = (page: Page) =>
  page.getByTestId("recommendation").getByRole("heading", { level: 3 }).allTextContents();

test("offline mood and profile edits persist, sync once, and match the server's ranking", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signUpFreshUser(page);
  await waitForServiceWorker(page);
  // The first pull brought the catalogue and the mood → category table onto the device.
  await expect(
    page.getByTestId("featured-grid").getByTestId("experience-card").first(),
  ).toBeVisible();
  const syncStatus = page.getByRole("banner").getByRole("status");
  await expect(syncStatus).toContainText("Synced");

  await context.setOffline(true);
  await expect(syncStatus).toContainText("Offline");

  // Mood check-in, offline: toast and suggestions straight from local data.
  // The radios are visually hidden inside their cards; people click the card (its label).
  await page.getByText("Stressed", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Stressed" })).toBeChecked();
  await page.getByRole("slider", { name: "How strong is this feeling?" }).fill("7");
  await page.getByLabel("Notes (optional)").fill("  Deadline week  ");
  await page.getByRole("button", { name: "Log Mood" }).click();
  await expect(page.getByText("Mood logged successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Experiences that might help" })).toBeFocused();
  await expect(
    page.getByTestId("mood-suggestions").getByTestId("experience-card").first(),
  ).toBeVisible();

  // Profile edit, offline.
  await page.getByRole("link", { name: "Get My Recommendations" }).click();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  for (const goal of GOALS) await page.getByRole("checkbox", { name: goal }).check();
  for (const category of CATEGORIES) await page.getByRole("checkbox", { name: category }).check();
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Your profile has been successfully updated.")).toBeVisible();
  await expect(syncStatus).toContainText("2 changes waiting");

  // Reload with no network: the service worker serves the app, IndexedDB the data.
  await page.reload();
  for (const label of [...GOALS, ...CATEGORIES]) {
    await expect(page.getByRole("tabpanel").getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole("tab", { name: "History" }).click();
  await expect(page).toHaveURL("/profile?tab=history");
  await expect(page.getByTestId("mood-entries")).toContainText("Stressed");
  await expect(page.getByTestId("mood-entries")).toContainText("Deadline week");
  await expect(page.getByTestId("mood-trend-summary")).toContainText(
    "Average intensity this week: 7.0",
  );
  await page.getByRole("tab", { name: "For You" }).click();
  const firstReasons = page.getByTestId("recommendation").first();
  await expect(firstReasons).toContainText(
    /Matches your goal: (Reduce stress and anxiety|Find inner peace)/,
  );
  await expect(firstReasons).toContainText(
    /In a category you like: (Creative Wellbeing|Craft & Making)/,
  );

  // Back online: the outbox drains.
  await context.setOffline(false);
  await expect(syncStatus).toContainText("Synced", { timeout: 15_000 });
  await expect(syncStatus).not.toContainText("waiting");

  const me = await api<{ id: string }>(page, "/api/auth/user");
  const moods = await api<{ mood: string; intensity: number; notes: string | null }[]>(
    page,
    `/api/users/${me.id}/mood-entries`,
  );
  expect(moods).toEqual([
    expect.objectContaining({ mood: "stressed", intensity: 7, notes: "Deadline week" }),
  ]);
  const profile = await api<{ wellbeingGoals: string[]; preferredCategories: string[] }>(
    page,
    `/api/users/${me.id}/profile`,
  );
  expect([...profile.wellbeingGoals].sort()).toEqual([...GOALS].sort());
  expect([...profile.preferredCategories].sort()).toEqual(CATEGORY_IDS);

  // The device and the server rank alike (same scoring, same data).
  const server = await api<{ experience: { title: string } }[]>(
    page,
    `/api/users/${me.id}/recommendations`,
  );
  const serverTop3 = server.slice(0, 3).map((r) => r.experience.title);
  await expect.poll(async () => (await forYouTitles(page)).slice(0, 3)).toEqual(serverTop3);
});
