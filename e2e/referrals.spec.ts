import { expect, type Page, test } from "@playwright/test";
import { scan } from "./axe-scan.ts";
import {
  addExperience,
  newAccount,
  signedInPage,
  waitForServerExperience,
} from "./experiences-helpers.ts";
import { uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * End to end: a professional refers a new client offline; the invitation code appears
 * once back online; the client signs up with it, accepts (ONS4 baseline, sharing), books; the
 * partner checks the ticket in; the client records the follow-up; the professional sees the
 * Engagement Rate, the ONS4 change and the row in the CSV export.
 */

test.describe.configure({ timeout: 150_000 });

const QUESTIONS = [/satisfied are you with your life/, /worthwhile/, /how happy/, /how anxious/];

/** Answers the four ONS4 questions by clicking the numbers, as a person would. */
async function answerOns4(page: Page, scores: readonly number[]) {
  for (const [i, question] of QUESTIONS.entries()) {
    const group = page.getByRole("group", { name: question });
    await group
      .locator("label")
      .filter({ hasText: new RegExp(`^${scores[i]}$`) })
      .click();
  }
}

test("a referral from offline creation to attendance, outcome and the professional's report", async ({
  browser,
  request,
}) => {
  const title = uniqueName("Referral Studio ");
  const clientName = uniqueName("Client ");
  const [proAccount, partnerAccount] = await Promise.all([
    newAccount(request, "professional"),
    newAccount(request, "cultural_partner"),
  ]);
  const partner = await signedInPage(browser, partnerAccount);
  const experienceId = await addExperience(partner, {
    title,
    maxParticipants: "10",
    startsSoon: true,
  });
  await waitForServerExperience(request, experienceId);

  // The professional refers a new client with no signal.
  const pro = await signedInPage(browser, proAccount, { offline: true });
  await pro.goto("/professional/referrals/new");
  await waitForServiceWorker(pro);
  await expect(pro.getByRole("heading", { level: 1, name: "New referral" })).toBeVisible();
  await pro.context().setOffline(true);
  await pro.getByLabel("A new client (they get an invitation code)").check();
  await pro.getByLabel("Client's name").fill(clientName);
  await pro.getByRole("searchbox", { name: "Search experiences" }).fill(title);
  await pro.getByRole("button", { name: `Add ${title}` }).click();
  await pro.getByRole("button", { name: "Save referral" }).click();
  await expect(pro).toHaveURL("/professional/referrals");
  await pro.locator("summary").filter({ hasText: clientName }).click();
  await expect(pro.getByTestId("invite-pending")).toBeVisible();

  // Back online: the server issues the code.
  await pro.context().setOffline(false);
  const code = pro.getByTestId("invite-code");
  await expect(async () => {
    await pro.reload();
    await pro.locator("summary").filter({ hasText: clientName }).click();
    await expect(code).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const invitation = (await code.textContent())?.trim() ?? "";
  expect(invitation).not.toBe("");

  // The client signs up with the code and finds the referral.
  const clientContext = await browser.newContext({ serviceWorkers: "block" });
  const client = await clientContext.newPage();
  const username = uniqueName("referred");
  await client.goto("/signup");
  await client.getByLabel("First name").fill("Referred");
  await client.getByLabel("Username").fill(username);
  await client.getByLabel("Invitation code").fill(invitation);
  await client.getByLabel("Password", { exact: true }).fill("a-good-password");
  await client.getByLabel("Confirm password", { exact: true }).fill("a-good-password");
  await client.getByRole("button", { name: "Create account" }).click();
  await expect(client).toHaveURL("/", { timeout: 20_000 });
  await client.goto("/profile");
  const open = client.getByRole("link", { name: /Open referral/ }).first();
  await expect(open).toBeVisible({ timeout: 20_000 });
  await open.click();
  await expect(client).toHaveURL(/\/referral\/[0-9a-f-]{36}$/);
  const referralUrl = new URL(client.url()).pathname;
  await scan(client, referralUrl);

  // Accept with the baseline, sharing it; then book the suggested experience.
  await answerOns4(client, [4, 5, 3, 8]);
  await client.getByLabel(/Share my answers and attendance with/).check();
  await client.getByRole("button", { name: "Accept referral" }).click();
  await expect(client.getByText("Referral accepted")).toBeVisible();
  await client.getByRole("link", { name: title }).first().click();
  await expect(client).toHaveURL(`/experience/${experienceId}`);
  await client.getByRole("button", { name: "Get Free Ticket" }).click();
  await expect(client.getByText("Your place is confirmed.")).toBeVisible({ timeout: 20_000 });

  // The partner checks the client in at the door (by name).
  await partner.goto(`/partner/check-in/${experienceId}`);
  await expect(partner.getByText(/1 attendee/)).toBeVisible({ timeout: 20_000 });
  await partner.getByLabel("Name or ticket id").fill("Referred");
  await partner.getByRole("button", { name: /^Check in Referred/ }).click();
  await expect(partner.getByTestId("door-result")).toHaveAttribute("data-result", "valid");

  // The client records the follow-up once the visit reached their device.
  await expect(async () => {
    await client.goto(referralUrl);
    await expect(client.getByRole("button", { name: "Send my answers" })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 40_000 });
  await answerOns4(client, [7, 7, 6, 4]);
  await client.getByRole("button", { name: "Send my answers" }).click();
  await expect(client.getByText("Your answers are saved.")).toBeVisible();

  // The professional sees the engagement, the change and the row in the export.
  await expect(async () => {
    await pro.goto("/dashboard-professional");
    await expect(pro.getByTestId("figure-engagement")).toContainText("100", { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await pro.goto("/professional/referrals");
  await expect(pro.getByText("Average wellbeing change (ONS4)")).toBeVisible();
  await expect(pro.getByText(/over 1 clients? who shared both/)).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([
    pro.waitForEvent("download"),
    pro.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(clientName);
  expect(text).toContain("completed");

  await pro.context().close();
  await partner.context().close();
  await clientContext.close();
});
