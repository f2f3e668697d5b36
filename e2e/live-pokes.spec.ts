import { expect, type Page, test } from "@playwright/test";
import {
  addExperience,
  auth,
  newAccount,
  sessionOf,
  signedInPage,
  waitForServerExperience,
} from "./experiences-helpers.ts";
import { uniqueName } from "./fixtures.ts";

/**
 * Live pokes (docs/decisions/0022-live-pokes.md): an open screen learns of other people's
 * changes within seconds, with no reload and no action of its user. Every wait on the poked
 * screen is the default expect timeout: without pokes, nothing would make it pull.
 */

// Each test drives two or three signed-in browser contexts.
test.describe.configure({ timeout: 90_000 });

/** The ticket's QR as a PNG, from the participant's open experience page. */
async function ticketPng(page: Page): Promise<Buffer> {
  await page.getByRole("button", { name: "Show Ticket" }).click();
  const qr = page.getByTestId("ticket-qr");
  await expect(qr).toHaveAttribute("data-token", /^cw1\./);
  const png = await qr.screenshot();
  await page.keyboard.press("Escape");
  return png;
}

test("a door opened before a booking lists it without a reload, and admits its ticket", async ({
  browser,
  request,
}) => {
  const title = uniqueName("Late Booking ");
  const [partnerAccount, guestAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
  ]);
  const [{ door, id }, guest] = await Promise.all([
    (async () => {
      const page = await signedInPage(browser, partnerAccount);
      const listed = await addExperience(page, { title, maxParticipants: "10", startsSoon: true });
      await waitForServerExperience(request, listed);
      return { door: page, id: listed };
    })(),
    signedInPage(browser, guestAccount),
  ]);

  await door.goto(`/partner/check-in/${id}`);
  const status = door.getByTestId("door-list-status");
  await expect(status).toContainText("0 attendees", { timeout: 15_000 });
  await expect(door.getByLabel("Choose photo")).toBeAttached({ timeout: 15_000 });

  await guest.goto(`/experience/${id}`);
  await guest.getByRole("button", { name: "Get Free Ticket" }).click();
  // The booking is on the server once the guest's own sync brings back the signed ticket.
  await expect(guest.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });

  // The door, untouched since it opened, has them.
  await expect(status).toContainText("1 attendee");
  await door.getByLabel("Name or ticket id").fill("Test Participant");
  await expect(door.getByRole("button", { name: "Check in Test Participant" })).toBeVisible();

  const result = door.getByTestId("door-result");
  await door.getByLabel("Choose photo").setInputFiles({
    name: "ticket.png",
    mimeType: "image/png",
    buffer: await ticketPng(guest),
  });
  await expect(result).toHaveAttribute("data-result", "valid");
  await expect(result).toContainText("Test Participant");

  await door.context().close();
  await guest.context().close();
});

test("a waiting participant's open page shows the promotion without a reload", async ({
  browser,
  request,
}) => {
  const title = uniqueName("Last Seat ");
  const [partnerAccount, firstAccount, waitingAccount] = await Promise.all([
    newAccount(request, "cultural_partner"),
    newAccount(request),
    newAccount(request),
  ]);
  const [id, first, waiting] = await Promise.all([
    (async () => {
      const partner = await signedInPage(browser, partnerAccount);
      const listed = await addExperience(partner, { title, maxParticipants: "1" });
      await waitForServerExperience(request, listed);
      await partner.context().close();
      return listed;
    })(),
    signedInPage(browser, firstAccount),
    signedInPage(browser, waitingAccount),
  ]);

  await first.goto(`/experience/${id}`);
  await first.getByRole("button", { name: "Get Free Ticket" }).click();
  await expect(first.getByText("Your place is confirmed.")).toBeVisible({ timeout: 15_000 });

  await waiting.goto(`/experience/${id}`);
  const join = waiting.getByRole("button", { name: "Join the waiting list" });
  await expect(join).toBeVisible({ timeout: 15_000 });
  await join.click();
  const panel = waiting.getByTestId("registration-panel");
  await expect(panel.getByRole("heading", { name: "You're on the waiting list" })).toBeVisible();
  // On the server's waiting list before the place is freed (else the place would simply be
  // free when their join arrived, and their own sync would confirm it).
  const session = await sessionOf(waiting);
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/api/users/${session.userId}/experiences`,
          auth(session),
        );
        const rows = (await response.json()) as { experienceId: string; status: string }[];
        return rows.find((r) => r.experienceId === id)?.status;
      },
      { timeout: 15_000 },
    )
    .toBe("waitlisted");

  await first.getByRole("button", { name: "Cancel registration" }).click();
  const confirm = first.getByRole("dialog", { name: "Cancel your registration?" });
  await confirm.getByRole("button", { name: "Cancel registration" }).click();
  await expect(first.getByRole("heading", { name: "Registration cancelled" })).toBeVisible();

  // The waiting page, untouched: promoted, with a ticket.
  await expect(panel.getByRole("heading", { name: "You're Registered!" })).toBeVisible();
  await expect(panel.getByText("Your place is confirmed.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Show Ticket" })).toBeVisible();

  await first.context().close();
  await waiting.context().close();
});
