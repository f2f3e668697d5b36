import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { auth, newAccount, sessionOf, signedInPage } from "./experiences-helpers.ts";
import { DEMO_PASSWORD } from "./fixtures.ts";

/**
 * The mood moment at the door (src/domain/mood-moments.ts): once the door checks a participant
 * in, their app asks "how do you feel now?"; one tap logs it, offline too, and back online it
 * reaches the server as the visit's arrival mood.
 */

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post("/api/auth/login", {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test("a participant checked in is asked how they feel, logs it offline, and it syncs", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const partner = await newAccount(request, "cultural_partner");
  const participant = await newAccount(request);
  const partnerAuth = {
    headers: { Authorization: `Bearer ${await tokenOf(request, partner.username)}` },
  };

  // Starts in half an hour, for 90 minutes: the door admits from three hours before.
  const listing = await request.post("/api/experiences", {
    ...partnerAuth,
    data: {
      title: "Mood Moment Printmaking",
      description: "An evening of gentle printmaking with local artists, all materials provided.",
      category: "craft",
      price: 0,
      location: "Old Town, Riga",
      venue: "Old Town Print Studio",
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
      imageUrl: "/images/experiences/craft-pottery.svg",
      wellbeingBenefit: "Calms the mind through slow, careful making",
      duration: 90,
      maxParticipants: 12,
    },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  const experienceId = ((await listing.json()) as { id: string }).id;

  const page = await signedInPage(browser, participant);
  const session = await sessionOf(page);
  const booking = await request.post("/api/user-experiences", {
    ...auth(session),
    data: { experienceId },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  const registrationId = ((await booking.json()) as { id: string }).id;

  // The door (the partner's device) scans the ticket and syncs.
  const scanned = await request.post("/api/sync/push", {
    ...partnerAuth,
    data: {
      clientId: randomUUID(),
      mutations: [
        {
          id: randomUUID(),
          name: "checkin.record",
          args: {
            id: randomUUID(),
            registrationId,
            experienceId,
            scannedAt: new Date().toISOString(),
            deviceId: "mood-moment-door",
          },
          createdAt: new Date().toISOString(),
        },
      ],
    },
  });
  expect(scanned.ok(), await scanned.text()).toBe(true);

  // The participant's app pulls the check-in and asks.
  await page.goto("/");
  const prompt = page.getByTestId("mood-moment");
  await expect(
    prompt.getByRole("heading", { name: "You're checked in — how do you feel now?" }),
  ).toBeVisible({ timeout: 15_000 });
  const syncStatus = page.getByRole("banner").getByRole("status");
  await expect(syncStatus).toContainText("Synced");

  await page.context().setOffline(true);
  await expect(syncStatus).toContainText("Offline");
  // One tap on the mood's card (the radio itself is visually hidden in it).
  await prompt.getByText("Curious", { exact: true }).click();
  await expect(page.getByText("Saved: Curious. Thank you.")).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect(syncStatus).toContainText("1 change waiting");

  await page.context().setOffline(false);
  await expect(syncStatus).toContainText("Synced", { timeout: 15_000 });
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/users/${session.userId}/mood-entries`,
        auth(session),
      );
      return response.json();
    })
    .toEqual([
      expect.objectContaining({ mood: "curious", intensity: 5, experienceId, moment: "arrival" }),
    ]);
  await page.context().close();
});
