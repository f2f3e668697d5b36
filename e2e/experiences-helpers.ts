import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import jsqr from "jsqr";
import {
  type Account,
  DASHBOARD,
  DEMO_INVITATION_CODE,
  DEMO_PASSWORD,
  signIn,
  type UserType,
  uniqueName,
} from "./fixtures.ts";

/** Helpers of experiences.spec.ts: users, sessions, the listing form, ticket QR decoding. */

// jsqr is CommonJS and its typings say `export default`: under NodeNext TypeScript sees a
// namespace holding `default`, while Node hands over module.exports (the function itself).
const jsQR = ((jsqr as { default?: unknown }).default ?? jsqr) as typeof jsqr.default;

export interface Session {
  token: string;
  userId: string;
}

export interface NewAccount extends Account {
  /** First and last name, as forms prefill them. */
  name: string;
}

const LAST_NAME: Record<UserType, string> = {
  individual: "Participant",
  professional: "Professional",
  cultural_partner: "Partner",
};

let accountsMade = 0;

/**
 * A client address of its own for each sign-up (198.18.0.0/15, the range set aside for tests):
 * the server's sign-up limit is per IP, and the suite makes more accounts than one IP may.
 * Read by the server only because the e2e server runs with TRUST_PROXY (playwright.config.ts).
 */
function nextClientAddress(): string {
  accountsMade += 1;
  // The worker's pid keeps a restarted worker (after a failure) off the addresses already used.
  return `198.18.${process.pid % 256}.${accountsMade % 256}`;
}

/**
 * A fresh account of any type, made through the API (faster than the sign-up form; the demo
 * invitation code admits every type). Tests that change data use one each.
 */
export async function newAccount(
  request: APIRequestContext,
  userType: UserType = "individual",
): Promise<NewAccount> {
  const username = uniqueName(userType === "cultural_partner" ? "partner" : "guest");
  const response = await request.post("/api/auth/signup", {
    headers: { "X-Forwarded-For": nextClientAddress() },
    data: {
      username,
      email: `${username}@example.org`,
      password: DEMO_PASSWORD,
      firstName: "Test",
      lastName: LAST_NAME[userType],
      userType,
      invitationCode: DEMO_INVITATION_CODE,
    },
  });
  expect(response.status()).toBe(201);
  return { username, dashboard: DASHBOARD[userType], name: `Test ${LAST_NAME[userType]}` };
}

/**
 * A signed-in page in its own browser context (its own IndexedDB). The service worker (and its
 * precache download) is blocked unless the test goes offline: that keeps sign-ins fast.
 */
export async function signedInPage(
  browser: Browser,
  account: Account,
  { offline = false }: { offline?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: offline ? "allow" : "block" });
  const page = await context.newPage();
  await signIn(page, account.username);
  // Sign-in checks the password with OWASP-strength scrypt, two at a time for the whole server:
  // tests that sign several accounts in at once (after making them) queue for seconds on 2 cores.
  await expect(page).toHaveURL(account.dashboard, { timeout: 20_000 });
  return page;
}

export async function sessionOf(page: Page): Promise<Session> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token).toBeTruthy();
  const response = await page.request.get("/api/auth/user", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const user = (await response.json()) as { id: string };
  return { token: token as string, userId: user.id };
}

export function auth(session: Session) {
  return { headers: { Authorization: `Bearer ${session.token}` } };
}

/** Waits until the server has the experience (the creator's outbox was pushed). */
export async function waitForServerExperience(request: APIRequestContext, id: string) {
  await expect
    .poll(async () => (await request.get(`/api/experiences/${id}`)).status(), { timeout: 15_000 })
    .toBe(200);
}

/**
 * The listing's start as the form's datetime-local value. A door admits tickets only from three
 * hours before the start until the end (src/domain/door-check.ts), so a test that scans starts
 * its experience within the hour; the others far ahead, where no day boundary can reach.
 */
function startValue(startsSoon: boolean): string {
  if (!startsSoon) return "2030-05-01T18:30";
  const at = new Date(Date.now() + 60 * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

export async function fillExperienceForm(
  page: Page,
  fields: { title: string; maxParticipants?: string; price?: string; startsSoon?: boolean },
) {
  await page.getByLabel("Title", { exact: true }).fill(fields.title);
  await page
    .getByLabel("Description", { exact: true })
    .fill("An evening of gentle printmaking with local artists, all materials provided.");
  await page.getByLabel("Category", { exact: true }).selectOption("craft");
  await page.getByLabel("Price (EUR)", { exact: true }).fill(fields.price ?? "0");
  await page.getByLabel("Location", { exact: true }).fill("Old Town, Riga");
  await page.getByLabel("Venue", { exact: true }).fill("Test Print Studio");
  await page
    .getByLabel("Date and time", { exact: true })
    .fill(startValue(fields.startsSoon ?? false));
  await page.getByLabel("Image URL", { exact: true }).fill("/images/experiences/craft-pottery.svg");
  await page
    .getByLabel("Wellbeing benefit", { exact: true })
    .fill("Calms the mind through slow, careful making");
  await page.getByLabel("Max participants", { exact: true }).fill(fields.maxParticipants ?? "20");
  await page.getByLabel("Wheelchair accessible", { exact: true }).check();
}

/** Adds a listing through the form and returns its id (read from the detail page's URL). */
export async function addExperience(page: Page, fields: Parameters<typeof fillExperienceForm>[1]) {
  await page.goto("/add-experience");
  await fillExperienceForm(page, fields);
  await page.getByRole("button", { name: "Create Experience" }).click();
  await expect(page.getByText("Experience Created!")).toBeVisible();
  await expect(page).toHaveURL("/experiences");
  return openFromList(page, fields.title);
}

export async function openFromList(page: Page, title: string): Promise<string> {
  await page.getByTestId("experience-search").fill(title);
  // The box writes the URL once typing pauses (200 ms): let that write land before leaving, so
  // it cannot race the card's link on a busy machine.
  await expect(page).toHaveURL(`/experiences?${new URLSearchParams({ search: title })}`);
  const card = page.getByTestId("experience-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: "Join Experience" }).click();
  await expect(page).toHaveURL(/\/experience\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname.split("/").pop() as string;
}

/** Decodes the ticket's QR code from a screenshot of it (pixels read back in the page). */
export async function decodeTicketQr(page: Page): Promise<string | null> {
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  const png = (await qr.screenshot()).toString("base64");
  const pixels = await page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    ctx.drawImage(img, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  }, png);
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
}

export async function serverTokens(page: Page, session: Session) {
  const response = await page.request.get(
    `/api/users/${session.userId}/experiences`,
    auth(session),
  );
  const rows = (await response.json()) as { experienceId: string; ticketToken: string | null }[];
  return new Map(rows.map((r) => [r.experienceId, r.ticketToken]));
}
