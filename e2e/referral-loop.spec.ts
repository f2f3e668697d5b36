import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { newAccount, signedInPage } from "./experiences-helpers.ts";
import { DEMO_PASSWORD, uniqueName } from "./fixtures.ts";

/**
 * Closing the loop of a referral (docs/referral-loop.md) end to end: the professional hears back
 * at the milestone they chose and when the referral ends (sessions with the door's dates, ONS4
 * before → after), and a referral nobody answers is flagged 14 days on, by the device's clock.
 * Accounts, listings, answers, bookings and door scans go through the API; what the professional
 * reads is the app, from the rows synced to their device.
 */

test.describe.configure({ timeout: 120_000 });

const DAY = 86_400_000;
const BASELINE = { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 8 };
const FOLLOW_UP = { lifeSatisfaction: 7, worthwhile: 7, happiness: 6, anxiety: 4 };

interface ApiUser {
  token: string;
  id: string;
}

async function apiUser(request: APIRequestContext, username: string): Promise<ApiUser> {
  const login = await request.post("/api/auth/login", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const me = await request.get("/api/auth/user", { headers: bearer(token) });
  return { token, id: ((await me.json()) as { id: string }).id };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** One mutation sent as a device would (sync push); it must be applied. */
async function push(
  request: APIRequestContext,
  who: ApiUser,
  name: string,
  args: Record<string, unknown>,
) {
  const response = await request.post("/api/sync/push", {
    headers: bearer(who.token),
    data: {
      clientId: randomUUID(),
      mutations: [{ id: randomUUID(), name, args, createdAt: new Date().toISOString() }],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: { status: string }[] };
  expect(results, JSON.stringify(results)).toEqual([
    expect.objectContaining({ status: "applied" }),
  ]);
}

/** A free listing starting `minutes` from now: its door is open from three hours before. */
async function listingSoon(request: APIRequestContext, partner: ApiUser, minutes: number) {
  const response = await request.post("/api/experiences", {
    headers: bearer(partner.token),
    data: {
      title: uniqueName("Loop Choir "),
      description: "A relaxed community choir for all voices, no experience needed at all.",
      category: "music",
      price: 0,
      location: "Old Town, Riga",
      venue: "Community Hall",
      date: new Date(Date.now() + minutes * 60_000).toISOString(),
      imageUrl: "/images/experiences/craft-pottery.svg",
      wellbeingBenefit: "Lifts the mood through singing together",
      duration: 90,
      maxParticipants: 12,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("a referral with a milestone: three door-verified sessions, then the summary back to the professional", async ({
  browser,
  request,
}) => {
  const [proAccount, partnerAccount, clientAccount] = await Promise.all([
    newAccount(request, "professional"),
    newAccount(request, "cultural_partner"),
    newAccount(request),
  ]);
  const [pro, partner, client] = await Promise.all([
    apiUser(request, proAccount.username),
    apiUser(request, partnerAccount.username),
    apiUser(request, clientAccount.username),
  ]);
  const sessions = [
    await listingSoon(request, partner, 30),
    await listingSoon(request, partner, 60),
    await listingSoon(request, partner, 90),
  ];

  // The professional refers an existing client, asking to hear back after 3 attended sessions.
  const clientName = uniqueName("Looped ");
  const made = await request.post(`/api/professionals/${pro.id}/referrals`, {
    headers: bearer(pro.token),
    data: {
      clientName,
      clientKind: "existing",
      clientUsername: clientAccount.username,
      experienceIds: sessions,
      milestone: "attended_3",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const referralId = ((await made.json()) as { id: string }).id;
  await push(request, client, "referral.respond", {
    id: referralId,
    decision: "accept",
    reason: null,
    baseline: BASELINE,
    shareOutcomes: true,
  });

  // Three sessions, one after the other: booked, then scanned in at the door.
  const scannedAt: string[] = [];
  for (const experienceId of sessions) {
    const booking = await request.post("/api/user-experiences", {
      headers: bearer(client.token),
      data: { experienceId },
    });
    expect(booking.status(), await booking.text()).toBe(201);
    const registrationId = ((await booking.json()) as { id: string }).id;
    const at = new Date().toISOString();
    scannedAt.push(at);
    await push(request, partner, "checkin.record", {
      id: randomUUID(),
      registrationId,
      experienceId,
      scannedAt: at,
      deviceId: "loop-door",
    });
  }
  await push(request, client, "referral.followUp", { id: referralId, followUp: FOLLOW_UP });

  // The professional's dashboard lists it, with why, and links to the referral opened.
  const page = await signedInPage(browser, proAccount);
  const attention = page.getByRole("region", { name: "Needs your attention" });
  const item = attention.getByTestId("attention-item").filter({ hasText: clientName });
  await expect(item).toContainText("Summary ready: the referral ended", { timeout: 20_000 });
  await item.getByRole("link", { name: `Open referral for ${clientName}` }).click();
  await expect(page).toHaveURL(`/professional/referrals?open=${referralId}`);

  const summary = page.getByRole("region", { name: "Summary for your records" });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Summary ready: 3 sessions attended");
  const attended = summary.getByTestId("summary-attended");
  await expect(attended.locator("dt")).toHaveText("3 sessions attended (verified at the door)");
  await expect(attended.locator("time")).toHaveCount(3);
  for (const [i, at] of scannedAt.entries()) {
    await expect(attended.locator("time").nth(i)).toHaveAttribute("datetime", at);
  }
  await expect(summary.getByTestId("summary-booked").locator("dt")).toHaveText("3 sessions booked");
  await expect(summary.getByTestId("summary-missed")).toHaveText("0 sessions missed");
  await expect(summary.getByTestId("ons4-anxiety")).toContainText("8 → 4");
  await expect(summary.getByTestId("ons4-anxiety")).toContainText("improved by 4");
  await expect(summary.getByTestId("ons4-happiness")).toContainText("improved by 3");

  // Print puts only the summary on paper (the print dialog itself is the browser's).
  await page.evaluate(() => {
    window.print = () => {};
  });
  await summary.getByRole("button", { name: "Print" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#root")).toBeHidden();
  await expect(page.locator("body > [data-theme]")).toContainText(
    `CultureWell referral summary: ${clientName}`,
  );
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(page.locator("body > [data-theme]")).toHaveCount(0);

  // Read: it leaves "Needs your attention".
  await summary.getByRole("button", { name: "Mark as read" }).click();
  await expect(summary.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await page.goto("/dashboard-professional");
  await expect(attention.getByText("Nothing needs your attention")).toBeVisible();
  await page.context().close();
});

test("an unanswered referral is flagged 14 days after it was sent, by the device's clock", async ({
  browser,
  request,
}) => {
  const proAccount = await newAccount(request, "professional");
  const pro = await apiUser(request, proAccount.username);
  const clientName = uniqueName("Waiting ");
  const made = await request.post(`/api/professionals/${pro.id}/referrals`, {
    headers: bearer(pro.token),
    data: { clientName, clientKind: "new" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const referralId = ((await made.json()) as { id: string }).id;
  const sentAt = Date.now();

  const page = await signedInPage(browser, proAccount);
  const recent = page.getByRole("region", { name: "Recent referrals" });
  const attention = page.getByRole("region", { name: "Needs your attention" });
  // The referral is on this device (recent referrals), and too young to flag.
  await expect(recent.getByText(clientName, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(attention.getByText("Nothing needs your attention")).toBeVisible();

  await page.clock.install({ time: new Date(sentAt + 13 * DAY) });
  await page.clock.setFixedTime(new Date(sentAt + 13 * DAY));
  await page.goto("/dashboard-professional");
  await expect(recent.getByText(clientName, { exact: true })).toBeVisible();
  await expect(attention.getByText("Nothing needs your attention")).toBeVisible();

  await page.clock.setFixedTime(new Date(sentAt + 15 * DAY));
  await page.goto("/dashboard-professional");
  const item = attention.getByTestId("attention-item").filter({ hasText: clientName });
  await expect(item).toContainText("Not answered for 15 days");
  await expect(attention).toContainText("1 referral waits for you.");
  await expect(item.getByRole("link", { name: `Open referral for ${clientName}` })).toHaveAttribute(
    "href",
    `/professional/referrals?open=${referralId}`,
  );
  await page.context().close();
});
