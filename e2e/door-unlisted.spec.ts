import { expect, type Page, test } from "@playwright/test";
import {
  addExperience,
  newAccount,
  signedInPage,
  waitForServerExperience,
} from "./experiences-helpers.ts";
import { uniqueName, waitForServiceWorker } from "./fixtures.ts";

/**
 * A ticket booked after the door downloaded its list: genuine (its signature verifies) but not
 * on the device. Online the door asks the server (`POST /api/door/verify`) before refusing;
 * offline it says the list may be behind.
 */

// Each test drives two signed-in browser contexts.
test.describe.configure({ timeout: 90_000 });

/** The ticket's QR as a PNG, from the participant's experience page. */
async function bookAndShowTicket(page: Page, experienceId: string): Promise<Buffer> {
  await page.goto(`/experience/${experienceId}`);
  await page.getByRole("button", { name: "Get Free Ticket" }).click();
  // The booking is on the server once the guest's own sync brings back the signed ticket.
  await expect(page.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toHaveAttribute("data-token", /^cw1\./);
  const png = await qr.screenshot();
  await page.keyboard.press("Escape");
  return png;
}

/** A partner's experience starting soon (its door is open), on the server. */
async function doorAndGuest(
  browser: Parameters<typeof signedInPage>[0],
  request: Parameters<typeof newAccount>[0],
  offline: boolean,
) {
  const [partnerAccount, guestAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
  ]);
  const [door, guest] = await Promise.all([
    signedInPage(browser, partnerAccount, { offline }),
    signedInPage(browser, guestAccount),
  ]);
  const title = uniqueName("Late Ticket ");
  const id = await addExperience(door, { title, maxParticipants: "10", startsSoon: true });
  await waitForServerExperience(request, id);
  return { door, guest, id };
}

test("online, a ticket booked after the list was loaded is verified with the server and admitted", async ({
  browser,
  request,
}) => {
  const { door, guest, id } = await doorAndGuest(browser, request, false);
  // Nothing but the verify call may bring this booking to the door: no live pokes, and pulls
  // that arrive carry no attendee rows.
  await door.route("**/api/events**", (route) => route.abort());
  await door.route("**/api/sync/pull**", async (route) => {
    try {
      const response = await route.fetch();
      const page = (await response.json()) as { changes: { entity: string }[] };
      const changes = page.changes.filter((change) => change.entity !== "attendee");
      await route.fulfill({ response, json: { ...page, changes } });
    } catch {
      // A pull still on its way when the test closes the page: nothing left to check.
      await route.abort().catch(() => {});
    }
  });

  await door.goto(`/partner/check-in/${id}`);
  await expect(door).toHaveURL(`/partner/check-in/${id}`);
  const status = door.getByTestId("door-list-status");
  await expect(status).toContainText("0 attendees", { timeout: 15_000 });
  await expect(door.getByLabel("Choose photo")).toBeAttached({ timeout: 15_000 });

  const png = await bookAndShowTicket(guest, id);
  await expect(status).toContainText("0 attendees");

  const verified = door.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/door/verify",
  );
  const result = door.getByTestId("door-result");
  await door.getByLabel("Choose photo").setInputFiles({
    name: "ticket.png",
    mimeType: "image/png",
    buffer: png,
  });
  expect((await verified).status()).toBe(200);
  await expect(result).toHaveAttribute("data-result", "valid");
  await expect(result).toContainText("Valid — welcome, Test Participant");
  // Still not in the device's list: the server's answer admitted them.
  await expect(status).toContainText("0 attendees");

  // Recorded as usual: counted, then sent.
  const scans = door.getByTestId("recent-scans");
  await expect(scans.getByRole("listitem")).toHaveCount(1);
  await expect(scans).toContainText("Admitted");
  await expect(scans).not.toContainText("Not sent yet", { timeout: 15_000 });

  await door.unrouteAll({ behavior: "ignoreErrors" });
  await door.context().close();
  await guest.context().close();
});

test("offline, a genuine ticket missing from the list says to check online or by name", async ({
  browser,
  request,
}) => {
  const { door, guest, id } = await doorAndGuest(browser, request, true);
  await door.goto(`/partner/check-in/${id}`);
  await expect(door).toHaveURL(`/partner/check-in/${id}`);
  await waitForServiceWorker(door);
  await expect(door.getByTestId("door-list-status")).toContainText("0 attendees", {
    timeout: 15_000,
  });
  await expect(door.getByLabel("Choose photo")).toBeAttached({ timeout: 15_000 });
  await door.context().setOffline(true);
  await expect(door.getByRole("main").getByText("Offline", { exact: true })).toBeVisible();

  const png = await bookAndShowTicket(guest, id);
  const result = door.getByTestId("door-result");
  await door.getByLabel("Choose photo").setInputFiles({
    name: "ticket.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(result).toHaveAttribute("data-result", "not_on_list");
  await expect(result).toContainText("Do not admit");
  await expect(result).toContainText("Not on this device's list — check online or by name");
  await expect(door.getByText("No scans on this device yet.")).toBeVisible();

  await door.context().close();
  await guest.context().close();
});
