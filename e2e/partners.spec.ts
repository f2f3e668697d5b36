import { expect, type Page, test } from "@playwright/test";
import {
  addExperience,
  newAccount,
  signedInPage,
  waitForServerExperience,
} from "./experiences-helpers.ts";
import { uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * End to end: a full experience offers its waiting list and a cancellation promotes
 * the first in line; the door checks a participant's ticket in with no signal, refuses the second
 * entry, and the check-in reaches the participant and the partner's figures once back online.
 */

// Each test drives two or three signed-in browser contexts through full syncs.
test.describe.configure({ timeout: 90_000 });

/** The ticket's QR as a PNG (a screenshot of what the participant shows at the door). */
async function ticketPng(page: Page, experienceId: string): Promise<Buffer> {
  await page.goto(`/experience/${experienceId}`);
  await expect(page.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-token", /^cw1\./);
  const png = await qr.screenshot();
  await page.keyboard.press("Escape");
  return png;
}

/** A figure of the partner dashboard: figure-active, -participants, -weekly, -satisfaction. */
const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

test("a full experience offers its waiting list; a cancellation promotes the first in line", async ({
  browser,
  request,
}) => {
  const title = uniqueName("One Seat Only ");
  const [partnerAccount, firstAccount, secondAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
    newAccount(request, "professional"),
  ]);
  const [id, first, second] = await Promise.all([
    (async () => {
      const partner = await signedInPage(browser, partnerAccount);
      const listed = await addExperience(partner, { title, maxParticipants: "1" });
      await waitForServerExperience(request, listed);
      await partner.context().close();
      return listed;
    })(),
    signedInPage(browser, firstAccount),
    signedInPage(browser, secondAccount),
  ]);

  await first.goto(`/experience/${id}`);
  await first.getByRole("button", { name: "Get Free Ticket" }).click();
  await expect(first.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });

  // The second person's device learns the place is gone: the waiting list, not a refusal.
  await second.goto(`/experience/${id}`);
  const join = second.getByRole("button", { name: "Join the waiting list" });
  await expect(join).toBeVisible({ timeout: 15_000 });
  await join.click();
  const panel = second.getByTestId("registration-panel");
  await expect(panel.getByRole("heading", { name: "You're on the waiting list" })).toBeVisible();

  // The first cancels; the place goes to the second, whose ticket appears after a sync.
  await first.getByRole("button", { name: "Cancel registration" }).click();
  const confirm = first.getByRole("dialog", { name: "Cancel your registration?" });
  await expect(confirm.getByRole("button", { name: "Keep my place" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel registration" }).click();
  await expect(first.getByRole("heading", { name: "Registration cancelled" })).toBeVisible();

  await expect(async () => {
    await second.reload();
    await expect(second.getByText("Your place is confirmed.")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(second.getByRole("button", { name: "Show Ticket" })).toBeVisible();

  await first.context().close();
  await second.context().close();
});

test("the door checks a ticket in offline, refuses it twice; the visit and its rating reach everyone", async ({
  browser,
  request,
}) => {
  const title = uniqueName("Door Night ");
  const [partnerAccount, guestAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
  ]);
  const partner = await signedInPage(browser, partnerAccount, { offline: true });
  const id = await addExperience(partner, { title, maxParticipants: "10", startsSoon: true });
  await waitForServerExperience(request, id);
  await partner.goto("/dashboard-cultural-partner");
  await expect(figure(partner, "participants")).toHaveText("0");

  const guest = await signedInPage(browser, guestAccount);
  await guest.goto(`/experience/${id}`);
  await guest.getByRole("button", { name: "Get Free Ticket" }).click();
  // Saved on the device before anything navigates away (a reload would abort the write).
  await expect(guest.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  const png = await ticketPng(guest, id);

  // The door opens its list online (names, tickets, the verifying key), then loses the signal.
  await partner.goto(`/partner/check-in/${id}`);
  await waitForServiceWorker(partner);
  await expect(partner.getByText(/1 attendee/)).toBeVisible({ timeout: 15_000 });
  await partner.context().setOffline(true);

  const photo = partner.getByLabel("Choose photo");
  const result = partner.getByTestId("door-result");
  await photo.setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: png });
  await expect(result).toHaveAttribute("data-result", "valid");
  await expect(result).toContainText("Test Participant");

  await partner.getByRole("button", { name: "Scan next" }).click();
  await photo.setInputFiles({ name: "ticket-again.png", mimeType: "image/png", buffer: png });
  await expect(result).toHaveAttribute("data-result", "already_checked_in");

  // Back online: the scans sync; the participant sees the visit, the partner's figures change.
  await partner.context().setOffline(false);
  await expect(async () => {
    await guest.reload();
    await expect(guest.getByText(/You attended on/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  await partner.goto("/dashboard-cultural-partner");
  await expect(figure(partner, "participants")).toHaveText("1");
  await expect(figure(partner, "satisfaction")).toContainText("—");

  // The participant rates the visit; the partner's Satisfaction follows after a sync.
  // The radios are visually hidden inside their labels: a person clicks the label.
  await guest.getByText("5 · Excellent").click();
  await expect(guest.getByRole("radio", { name: /5 · Excellent/ })).toBeChecked();
  await guest.getByLabel("Your words (optional)").fill("Warm welcome at the door.");
  await guest.getByRole("button", { name: "Send rating" }).click();
  await expect(guest.getByText("You rated it 5 out of 5: Excellent")).toBeVisible();
  await expect(async () => {
    await partner.reload();
    await expect(figure(partner, "satisfaction")).toContainText("/ 5", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await partner.goto("/partner/bookings");
  const bookings = partner.getByTestId("experience-bookings").filter({ hasText: title });
  const attended = bookings
    .locator("dl > div")
    .filter({ has: partner.locator("dt", { hasText: /^Attended$/ }) })
    .locator("dd");
  await expect(attended).toHaveText("1");

  await partner.context().close();
  await guest.context().close();
});

test("a door helper the server refuses is reported, whoever sent the change", async ({
  browser,
  request,
}) => {
  const partner = await newAccount(request, "cultural_partner");
  // Service workers on: every local change also registers a Background Sync, so the worker may
  // be the one that sends the change and hears the refusal.
  const page = await signedInPage(browser, partner, { offline: true });
  await waitForServiceWorker(page);
  await page.goto("/partner/profile");
  await page.getByLabel("Username of the new door helper").fill(uniqueName("nobody"));
  await page.getByRole("button", { name: "Add door helper" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved: New door helper" });
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  await expect(refusal).toContainText("User not found");
  await page.context().close();
});
