import { expect, type Page, test } from "@playwright/test";
import { newAccount, signedInPage } from "./experiences-helpers.ts";
import { DEMO_PASSWORD, signIn } from "./fixtures.ts";

/**
 * End to end: the participant's dashboard counts what they did; the calendar works
 * offline (create, edit, delete; reload; synced once); deleting the account ends it for good.
 */

test.describe.configure({ timeout: 90_000 });

// Seeded experiences of two different categories, written out by hand.
const CHOIR = "Everybody Sings: Drop-in Community Choir";
const CALM = "Calm Colours: Art Session for Anxious Minds";
const SLOW = "Slow Looking: One Painting, Thirty Minutes";

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

async function experienceId(page: Page, title: string): Promise<string> {
  const list = (await (await page.request.get("/api/experiences")).json()) as {
    id: string;
    title: string;
  }[];
  const found = list.find((e) => e.title === title);
  if (!found) throw new Error(`the seed has “${title}”`);
  return found.id;
}

test("the dashboard's four figures equal the data; Add to Calendar keeps the real time; a deleted account cannot sign in", async ({
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const page = await signedInPage(browser, account);
  await expect(figure(page, "upcoming")).toHaveText("0");
  await expect(figure(page, "favorites")).toHaveText("0");
  await expect(figure(page, "categories")).toHaveText("0");
  await expect(figure(page, "attended")).toHaveText("0");

  for (const title of [CHOIR, CALM]) {
    await page.goto(`/experience/${await experienceId(page, title)}`);
    await page.getByRole("button", { name: "Get Free Ticket" }).click();
    await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  }
  await page.getByRole("button", { name: `Save “${CALM}” to favorites` }).click();
  await expect(page.getByRole("button", { name: `Save “${CALM}” to favorites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/dashboard-individual");
  await expect(figure(page, "upcoming")).toHaveText("2");
  await expect(figure(page, "favorites")).toHaveText("1");
  await expect(figure(page, "categories")).toHaveText("2");
  await expect(figure(page, "attended")).toHaveText("0");
  await expect(page.getByTestId("upcoming-entry")).toHaveCount(2);

  // Add to Calendar takes the listing's own start time (not the 18:00 fallback of date-only ones).
  const slow = (await (await page.request.get("/api/experiences")).json()).find(
    (e: { title: string }) => e.title === SLOW,
  ) as { id: string; date: string };
  const startsAt = await page.evaluate(
    (date) => new Date(date).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" }),
    slow.date,
  );
  await page.goto(`/experience/${slow.id}`);
  await page.getByRole("button", { name: "Add to Calendar" }).click();
  await expect(page.getByText(`“${SLOW}” is in your calendar:`)).toContainText(startsAt);
  await page.goto("/calendar");
  const entry = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: SLOW }) });
  await expect(entry.first()).toContainText(startsAt);

  // Delete the account: confirmed by username and password; then signing in fails.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog
    .getByLabel(`Type your username, ${account.username}, to confirm`)
    .fill(account.username);
  await dialog.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL("/", { timeout: 15_000 });
  await signIn(page, account.username);
  // The server still runs the slow password hash for an unknown name (no timing oracle).
  await expect(page.getByText("Invalid username or password").first()).toBeVisible({
    timeout: 15_000,
  });
  await page.context().close();
});

test("calendar: an event made, reminded, edited and deleted offline survives a reload and syncs once", async ({
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const page = await signedInPage(browser, account, { offline: true });
  await page.goto("/calendar");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Cultural Calendar" }),
  ).toBeVisible();
  await expect(page.getByText("No events scheduled for today")).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Cultural Calendar" }),
  ).toBeVisible();

  await page.context().setOffline(true);
  // Today, an hour from now (or the last hour of the day when it is late).
  const start = new Date(Date.now() + 60 * 60_000);
  if (start.getDate() !== new Date().getDate()) start.setTime(Date.now() + 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const local = (d: Date) => {
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  };
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Event Title").fill("Sketching by the window");
  await dialog.getByLabel("Start Time").fill(local(start));
  await dialog.getByLabel("End Time").fill(local(end));
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByText("Sketching by the window", { exact: true }).first()).toBeVisible();

  await page.reload();
  await expect(today.getByText("Sketching by the window", { exact: true }).first()).toBeVisible();

  // A reminder an hour before an event within the hour is due now: the page lists it.
  await page.getByLabel("Remind me").first().selectOption("1h");
  const reminders = page.getByRole("region", { name: "Reminders" });
  await expect(reminders.getByText("Sketching by the window", { exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await page
    .getByRole("button", { name: /^Edit\s*: Sketching by the window$/ })
    .first()
    .click();
  const edit = page.getByRole("dialog");
  await edit.getByLabel("Event Title").fill("Sketching with friends");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(today.getByText("Sketching with friends", { exact: true }).first()).toBeVisible();

  await page.context().setOffline(false);
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  const me = await (
    await page.request.get("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const serverEvents = async () =>
    (await (
      await page.request.get(`/api/users/${me.id}/calendar-events`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { title: string }[];
  await expect
    .poll(async () => (await serverEvents()).map((e) => e.title), { timeout: 20_000 })
    .toEqual(["Sketching with friends"]);

  await page.context().setOffline(true);
  await page
    .getByRole("button", { name: /^Delete\s*: Sketching with friends$/ })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete Event" }).click();
  await expect(today.getByText("Sketching with friends", { exact: true })).toHaveCount(0);
  await page.context().setOffline(false);
  await expect.poll(async () => (await serverEvents()).length, { timeout: 20_000 }).toBe(0);
  await page.context().close();
});
