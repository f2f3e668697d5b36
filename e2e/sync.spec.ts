import { expect, type Page, test } from "@playwright/test";
import { DEMO_INVITATION_CODE, uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * End to end: writes made offline survive a reload, reach the server exactly once when
 * the connection returns, and two tabs syncing the same outbox never send it twice.
 */

async function signUp(page: Page) {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(uniqueName("sync"));
  await page.getByLabel("Invitation code").fill(DEMO_INVITATION_CODE);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
}

async function serverState(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await page.request.get("/api/auth/user", { headers })).json();
  const get = async (path: string) =>
    (await page.request.get(`/api/users/${me.id}/${path}`, { headers })).json();
  return { moods: await get("mood-entries"), favorites: await get("favorites") };
}

async function logMood(page: Page, mood: string) {
  await page.goto("/");
  await page.getByText(mood, { exact: true }).click();
  await page.getByRole("button", { name: "Log Mood" }).click();
  await expect(page.getByText("Mood logged successfully")).toBeVisible();
}

async function favouriteFirstFeatured(page: Page) {
  const card = page.getByTestId("featured-grid").getByTestId("experience-card").first();
  const toggle = card.getByRole("button", { name: /to favorites/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

test("offline mood and favourite survive a reload and reach the server once", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await waitForServiceWorker(page);
  const status = page.getByRole("banner").getByRole("status");
  await expect(status).toContainText("Synced");

  await context.setOffline(true);
  await logMood(page, "Curious");
  await favouriteFirstFeatured(page);
  await expect(status).toContainText("2 changes waiting");

  await page.reload();
  await expect(status).toContainText("2 changes waiting");
  await expect(
    page.getByTestId("featured-grid").getByRole("button", { pressed: true }),
  ).toHaveCount(1);

  await context.setOffline(false);
  await expect(status).toContainText("Synced", { timeout: 15_000 });
  const state = await serverState(page);
  expect(state.moods).toHaveLength(1);
  expect(state.moods[0]).toMatchObject({ mood: "curious" });
  expect(state.favorites).toHaveLength(1);
});

test("two tabs of the same user syncing at once send each change once", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signUp(page);
  await waitForServiceWorker(page);
  const second = await context.newPage();
  await second.goto("/");
  await expect(second.getByRole("banner").getByRole("status")).toContainText("Synced");

  await context.setOffline(true);
  await logMood(page, "Joyful");
  await logMood(second, "Reflective");
  await favouriteFirstFeatured(second);

  // Both tabs see the connection return at the same moment and race for the outbox.
  await context.setOffline(false);
  for (const tab of [page, second]) {
    await expect(tab.getByRole("banner").getByRole("status")).toContainText("Synced", {
      timeout: 15_000,
    });
  }
  const state = await serverState(page);
  expect(state.moods.map((m: { mood: string }) => m.mood).sort()).toEqual(["joyful", "reflective"]);
  expect(state.favorites).toHaveLength(1);
});

/** The public pull stream's cursor in this page's IndexedDB (decision 0019), or null. */
function publicCursor(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open("culturewell");
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains("meta")) return resolve(null);
          const req = idb.transaction("meta").objectStore("meta").get("public.sync.cursor");
          req.onsuccess = () => {
            idb.close();
            resolve((req.result?.value?.seq as number | undefined) ?? null);
          };
        };
        open.onerror = () => resolve(null);
      }),
  );
}

const pullOf = (url: string) => {
  const { pathname, searchParams } = new URL(url);
  if (pathname !== "/api/sync/pull") return null;
  return { cursor: Number(searchParams.get("cursor")), own: searchParams.has("audience") };
};

test("a visitor who signs up keeps the catalogue: the public stream goes on from its cursor", async ({
  page,
}) => {
  // The visitor's first sync: the public stream, one page of the seeded catalogue.
  const visitorPull = page.waitForResponse((r) => pullOf(r.url())?.own === false);
  await page.goto("/signup");
  const first = await (await visitorPull).json();
  expect(first.hasMore).toBe(false);
  await expect.poll(() => publicCursor(page)).toBeGreaterThanOrEqual(first.cursor);

  await page.getByLabel("Username").fill(uniqueName("keep"));
  await page.getByLabel("Invitation code").fill(DEMO_INVITATION_CODE);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  const requests: { cursor: number; own: boolean; token: boolean }[] = [];
  page.on("request", (request) => {
    const pull = pullOf(request.url());
    if (pull) requests.push({ ...pull, token: !!request.headers().authorization });
  });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("status")).toContainText("Synced");

  // Signed in: the user's own stream from 0 with their token, and the public one without a
  // token from where the visitor left it, never the whole catalogue again.
  // (Other tests may add experiences meanwhile, so the public cursor may have moved on since.)
  const bothStreams = () => requests.some((r) => r.own) && requests.some((r) => !r.own);
  await expect.poll(bothStreams).toBe(true);
  expect(requests).toContainEqual({ cursor: 0, own: true, token: true });
  expect(requests.filter((r) => !r.own && (r.token || r.cursor < first.cursor))).toEqual([]);
  expect(requests.filter((r) => r.own && !r.token)).toEqual([]);
});
