import { expect, test } from "@playwright/test";
import {
  addExperience,
  auth,
  decodeTicketQr,
  newAccount,
  serverTokens,
  sessionOf,
  signedInPage,
  waitForServerExperience,
} from "./experiences-helpers.ts";
import { DEMO, signIn, uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * End to end: the list's search and filters (URL kept), a partner's listing life cycle
 * (add online and offline, edit, inquiries in the Booking Summary), registrations online and
 * offline with real QR tickets, capacity, and who may edit.
 */

// Each test drives two or three signed-in browser contexts through full syncs.
test.describe.configure({ timeout: 60_000 });

// Seeded experiences (server/db/seed-data), written out by hand: the list must find exactly these.
const CHOIR = "Everybody Sings: Drop-in Community Choir";
const QUARTET = "Lunchtime String Quartet: Music to Breathe To";

test("search and filters narrow the list and live in the URL", async ({ page, request }) => {
  // Every active listing on the server (seed, plus any an earlier test added) reaches the list.
  const total = ((await (await request.get("/api/experiences")).json()) as unknown[]).length;
  expect(total).toBeGreaterThan(20);
  await signIn(page, DEMO.individual.username);
  await expect(page).toHaveURL(DEMO.individual.dashboard);
  await page.goto("/experiences");
  const count = page.getByTestId("experience-count");
  const titles = page.getByTestId("experience-card").getByRole("heading", { level: 3 });
  await expect(count).toHaveText(`${total} experiences found`);

  await page.getByTestId("experience-search").fill("CHOIR");
  await expect(page).toHaveURL("/experiences?search=CHOIR");
  await expect(titles).toHaveText([CHOIR]);
  await expect(count).toHaveText("1 experience found");

  // Clearing the search and at once picking a filter: the old text must not come back.
  await page.getByTestId("experience-search").fill("");
  await page.getByLabel("Category").selectOption("music");
  await expect(page).toHaveURL("/experiences?category=music");
  await page.getByLabel("Price").selectOption("free");
  await expect(page).toHaveURL("/experiences?category=music&price=free");
  await expect(titles).toHaveText([CHOIR, QUARTET]);
  await expect(page.getByTestId("experience-price")).toHaveText(["Free", "Free"]);
  await expect(count).toHaveText("2 experiences found");

  // A shared link (or a reload) opens the same list.
  await page.reload();
  await expect(page.getByLabel("Category")).toHaveValue("music");
  await expect(page.getByLabel("Price")).toHaveValue("free");
  await expect(page.getByTestId("experience-search")).toHaveValue("");
  await expect(titles).toHaveText([CHOIR, QUARTET]);

  await page.getByLabel("Wheelchair accessible").check();
  await expect(page).toHaveURL(
    "/experiences?category=music&price=free&accessibility=%5B%22wheelchair-accessible%22%5D",
  );
  await expect(titles).toHaveText([CHOIR, QUARTET]);

  // The home page's and the dashboards' links: aliases and wellbeing themes are honoured.
  await page.goto("/experiences?category=art&wellbeing=anxiety");
  await expect(page.getByLabel("Category")).toHaveValue("visual-arts");
  await expect(page.getByText("Wellbeing focus:")).toBeVisible();
  await expect(page).toHaveURL("/experiences?category=visual-arts&wellbeing=anxiety");

  await page.goto("/experiences?search=no-such-experience-anywhere");
  await expect(page.getByRole("heading", { name: "No experiences found" })).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL("/experiences");
  await expect(count).toHaveText(`${total} experiences found`);
  await expect(page.getByTestId("experience-search")).toHaveValue("");
});

test("a partner adds (online and offline) and edits a listing and sees inquiries", async ({
  browser,
  request,
}) => {
  const [partnerAccount, participantAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
  ]);
  const [partner, participant] = await Promise.all([
    signedInPage(browser, partnerAccount, { offline: true }),
    signedInPage(browser, participantAccount),
  ]);
  const title = uniqueName("Printmaking ");
  const id = await addExperience(partner, { title, price: "12.5" });
  await expect(partner.getByRole("heading", { name: "Manage Your Experience" })).toBeVisible();
  await expect(partner.getByTestId("experience-price")).toHaveText("€12.50");

  // Edit: the form starts from the listing (price back in euros) and saves.
  await partner.getByRole("link", { name: "Edit Experience" }).click();
  await expect(partner.getByLabel("Price (EUR)")).toHaveValue("12.5");
  await partner.getByLabel("Title").fill(`${title} (edited)`);
  await partner.getByRole("button", { name: "Update Experience" }).click();
  await expect(partner.getByText("Experience Updated!")).toBeVisible();
  await expect(partner).toHaveURL(partnerAccount.dashboard);
  await waitForServerExperience(request, id);
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/experiences/${id}`)).json()) as {
            title: string;
          }
        ).title,
    )
    .toBe(`${title} (edited)`);

  // Another user asks about it; the partner sees it in the Booking Summary.
  await participant.goto(`/experience/${id}`);
  await expect(participant.getByLabel("Name")).toHaveValue(participantAccount.name);
  await participant.getByLabel("Message (optional)").fill("Is there step-free access?");
  await participant.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(participant.getByText("Inquiry Sent!")).toBeVisible();
  const partnerSession = await sessionOf(partner);
  await expect
    .poll(async () => {
      const r = await partner.request.get(`/api/experiences/${id}/inquiries`, auth(partnerSession));
      return ((await r.json()) as unknown[]).length;
    })
    .toBe(1);
  await partner.goto(`/edit-experience/${id}`);
  const summary = partner.getByTestId("booking-summary");
  await expect(summary.getByTestId("inquiry-total")).toHaveText("1");
  await expect(summary).toContainText(participantAccount.name);
  await expect(summary).toContainText("Is there step-free access?");

  // Offline: the listing shows at once for its creator, and for others after reconnecting.
  await partner.goto("/experiences");
  await waitForServiceWorker(partner);
  await partner.context().setOffline(true);
  const offlineTitle = uniqueName("Offline Pottery ");
  const offlineId = await addExperience(partner, { title: offlineTitle });
  await partner.context().setOffline(false);
  await waitForServerExperience(request, offlineId);
  await participant.goto("/experiences");
  await participant.getByTestId("experience-search").fill(offlineTitle);
  // The participant's device pulls the listing first.
  await expect(participant.getByTestId("experience-card")).toHaveCount(1, { timeout: 15_000 });

  await partner.context().close();
  await participant.context().close();
});

test("tickets: registered online and offline, opened offline, QR decodes to the signed token", async ({
  browser,
  request,
}) => {
  const account = await newAccount(request);
  const { username } = account;
  const page = await signedInPage(browser, account, { offline: true });
  const session = await sessionOf(page);
  // Two free seeded experiences, named (not "the last two"): other tests add listings.
  const list = (await (await request.get("/api/experiences")).json()) as {
    id: string;
    title: string;
  }[];
  const first = list.find((e) => e.title === CHOIR);
  const second = list.find((e) => e.title === QUARTET);
  if (!first || !second) throw new Error("the seed has both experiences");
  await waitForServiceWorker(page);

  // Online: registered, confirmed by the server (token pulled), QR shown.
  await page.goto(`/experience/${first.id}`);
  await page.getByRole("button", { name: "Get Free Ticket" }).click();
  await expect(page.getByText("Registration successful!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  await expect(page.getByText("Your place is confirmed.")).toBeVisible();

  // Offline: register for another; its ticket awaits confirmation; both tickets open.
  await page.context().setOffline(true);
  await page.goto(`/experience/${second.id}`);
  await page.getByRole("button", { name: "Get Free Ticket" }).click();
  await expect(page.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const dialog = page.getByTestId("ticket-dialog");
  await expect(dialog.getByTestId("ticket-awaiting")).toBeVisible();
  await expect(dialog).toContainText(second.title);
  await expect(dialog).toContainText(`#${second.id}-${session.userId}`);
  await expect(dialog).toContainText("FREE");
  await expect(dialog).toContainText(username);
  await expect(dialog).toContainText("Please arrive 15 minutes early.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Show Ticket" })).toBeFocused();

  await page.goto(`/experience/${first.id}`);
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const offlineQr = await decodeTicketQr(page);
  await page.keyboard.press("Escape");

  // Back online: the offline registration syncs and its QR carries the server's token.
  await page.context().setOffline(false);
  await page.goto(`/experience/${second.id}`);
  await expect(page.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const onlineQr = await decodeTicketQr(page);

  const tokens = await serverTokens(page, session);
  expect(offlineQr).toBeTruthy();
  expect(offlineQr).toBe(tokens.get(first.id));
  expect(onlineQr).toBeTruthy();
  expect(onlineQr).toBe(tokens.get(second.id));
  await page.context().close();
});

test("only the creator may edit a listing; an unknown id is not found", async ({
  browser,
  request,
}) => {
  const title = uniqueName("Creator Only ");
  const [partnerAccount, secondAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request, "professional"),
  ]);
  const [id, second] = await Promise.all([
    (async () => {
      const partner = await signedInPage(browser, partnerAccount);
      const listed = await addExperience(partner, { title, maxParticipants: "1" });
      await waitForServerExperience(request, listed);
      await partner.context().close();
      return listed;
    })(),
    signedInPage(browser, secondAccount),
  ]);

  // Not the creator: the edit form is not offered.
  await second.goto(`/edit-experience/${id}`);
  await expect(
    second.getByRole("heading", { level: 1, name: "Experience Not Found" }),
  ).toBeVisible();
  await expect(second.getByText(/don't have permission to edit it/)).toBeVisible();
  await expect(second.getByTestId("experience-form")).toHaveCount(0);
  // An unknown id.
  await second.goto("/experience/01900000-0000-7000-8000-000000000000");
  await expect(
    second.getByRole("heading", { level: 1, name: "Experience Not Found" }),
  ).toBeVisible();
  await expect(second.getByRole("link", { name: "Back to Experiences" })).toBeVisible();

  await second.context().close();
});
