import { expect, type Page, test } from "@playwright/test";
import { auth, newAccount, sessionOf, signedInPage } from "./experiences-helpers.ts";

/**
 * Storage kept (docs/decisions/0025-storage-kept.md): the sync panel says whether the browser
 * keeps this device's data and how much space it uses; when the browser clears IndexedDB under a
 * stored session, the app rebuilds it from the server and tells the user what could not be.
 */

const CLEARED = "This device's saved data was cleared by the browser.";

/**
 * The page's console errors, which fail the test (docs/testing.md). The browser's own line for
 * a request refused while offline is not the app's error.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || message.text().startsWith("Failed to load resource")) return;
    errors.push(message.text());
  });
  return errors;
}

/** What a browser's eviction does to the origin: IndexedDB gone, localStorage (the session) kept. */
async function deleteIndexedDb(page: Page) {
  // A same-origin page without the app, so no open connection holds the deletion back.
  await page.goto("/robots.txt");
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase("culturewell");
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error("deletion blocked by an open connection"));
      }),
  );
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
}

test("a database the browser cleared comes back from the server, and the user is told once", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await newAccount(request);
  const page = await signedInPage(browser, account);
  const errors = consoleErrors(page);
  const session = await sessionOf(page);
  const status = page.getByRole("banner").getByRole("status");

  await page.goto("/");
  const featured = page.getByTestId("featured-grid");
  await featured
    .getByTestId("experience-card")
    .first()
    .getByRole("button", { name: /to favorites/ })
    .click();
  await expect(featured.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(status).toContainText("Synced");
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/users/${session.userId}/favorites`,
        auth(session),
      );
      return ((await response.json()) as unknown[]).length;
    })
    .toBe(1);

  // The sync panel's storage lines: the answer and the space used, from the browser.
  await page.getByRole("button", { name: "Sync status and unsaved changes" }).click();
  const panel = page.getByRole("dialog", { name: "Sync status" });
  await expect(panel.getByTestId("storage-section")).toContainText(
    /Kept on this device|The browser may clear this data when space runs low/,
  );
  await expect(panel.getByTestId("storage-section")).toContainText(/\d.* used of \d/);
  await panel.getByRole("button", { name: "Close" }).click();

  await deleteIndexedDb(page);
  await page.goto("/");

  await expect(page.getByText(CLEARED)).toBeVisible();
  await expect(
    page.getByText(
      "Everything already sent is back; changes made offline before that and not yet sent are lost.",
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("There is no way to know how many.")).toBeVisible();
  await expect(featured.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(status).toContainText("Synced");

  await page.getByRole("button", { name: "OK", exact: true }).click();
  await expect(page.getByText(CLEARED)).toBeHidden();
  // Told once: the next start finds the installation again (its sync follows the check).
  await page.reload();
  await expect(featured.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(status).toContainText("Synced");
  await expect(page.getByText(CLEARED)).toBeHidden();
  expect(errors).toEqual([]);
});

/** The remembered answer to `navigator.storage.persist()` in this page's IndexedDB, or null. */
function persistAnswer(page: Page): Promise<{ moment?: string; granted?: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("culturewell");
        open.onsuccess = () => {
          const request = open.result
            .transaction("meta")
            .objectStore("meta")
            .get("public.storage.persist");
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result?.value ?? null);
          };
        };
        open.onerror = () => resolve(null);
      }),
  );
}

test("keeping the data is asked at the first change made offline, not before", async ({
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const page = await signedInPage(browser, account);
  const errors = consoleErrors(page);
  await page.goto("/");
  const featured = page.getByTestId("featured-grid");
  await expect(page.getByRole("banner").getByRole("status")).toContainText("Synced");
  expect(await persistAnswer(page)).toBeNull();

  await page.context().setOffline(true);
  await featured
    .getByTestId("experience-card")
    .first()
    .getByRole("button", { name: /to favorites/ })
    .click();
  await expect.poll(() => persistAnswer(page)).toMatchObject({ moment: "offline-write" });
  await page.context().setOffline(false);
  expect(errors).toEqual([]);
});
