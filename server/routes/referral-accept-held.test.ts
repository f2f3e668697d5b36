import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Account } from "../testing/accounts.ts";
import {
  cancel,
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { accept, newId, ONS4_HIGH, outcome, refer, referralAs } from "../testing/referral-world.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// QA: accepting a referral when the client already holds a place at a suggested experience.
// `bookReferrals` runs only on a new registration, so the accept itself moves the referral on
// (referral-steps.ts `bookHeldSuggestion`), as if the client had booked at that moment.

let t: TestApp;
let w: World;
let pro: Account;
let client: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  pro = await quickAccount(t, "dr-rivers", "professional");
  client = await quickAccount(t, "casey");
});
afterEach(() => t.close());

async function referCasey(experienceIds: string[]) {
  const id = newId();
  expect((await refer(t, pro, { id, clientUsername: "casey", experienceIds })).status).toBe(201);
  return id;
}

/** Accepts at a known time; answers what each side pulls after the cursors taken before it. */
async function acceptAndPull(id: string) {
  const before = { pro: (await pullAll(t, pro)).cursor, client: (await pullAll(t, client)).cursor };
  const acceptedAt = t.clock().toISOString();
  expect(outcome(await accept(t, client, id))).toBe("applied");
  const key = `referral:${id}`;
  return {
    acceptedAt,
    forPro: (await pullAll(t, pro, before.pro)).rows.get(key),
    forClient: (await pullAll(t, client, before.client)).rows.get(key),
  };
}

const step = (status: string, at: string, by: string | null) => ({
  status,
  at,
  by,
  reason: null,
});

describe("accepting with a place already held at a suggested experience", () => {
  it("a registered place books the referral at once, announced to both", async () => {
    const id = await referCasey([w.seededId, w.listingId]);
    expect(outcome(await register(t, client, w.listingId))).toBe("applied");
    const { acceptedAt, forPro, forClient } = await acceptAndPull(id);
    for (const row of [forPro, forClient]) {
      expect(row).toMatchObject({ status: "booked", bookedExperienceId: w.listingId });
    }
    expect(forPro?.timeline).toEqual([
      expect.objectContaining({ status: "sent" }),
      step("accepted", acceptedAt, client.user.id),
      step("booked", acceptedAt, null),
    ]);
    // The door then settles it as for any booking.
    const reg = await registrationOf(t, client.user.id, w.listingId);
    t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
    await scan(t, w.partner, {
      registrationId: reg?.id ?? "",
      experienceId: w.listingId,
      scannedAt: "2025-07-01T16:58:00.000Z",
    });
    expect((await referralAs(t, pro, id)).status).toBe("attended");
  });

  it("an attended place books and attends the referral; the follow-up then completes it", async () => {
    const id = await referCasey([w.listingId]);
    await register(t, client, w.listingId);
    const reg = await registrationOf(t, client.user.id, w.listingId);
    t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
    const scanned = await scan(t, w.partner, {
      registrationId: reg?.id ?? "",
      experienceId: w.listingId,
      scannedAt: "2025-07-01T16:58:00.000Z",
    });
    expect(scanned.status).toBe("applied");
    expect((await registrationOf(t, client.user.id, w.listingId))?.status).toBe("attended");
    t.clock.set(new Date("2025-07-01T19:00:00.000Z")); // after the end; sessions last to 07-02
    const { acceptedAt, forPro, forClient } = await acceptAndPull(id);
    for (const row of [forPro, forClient]) {
      expect(row).toMatchObject({ status: "attended", bookedExperienceId: w.listingId });
    }
    expect(forClient?.timeline.slice(1)).toEqual([
      step("accepted", acceptedAt, client.user.id),
      step("booked", acceptedAt, null),
      step("attended", acceptedAt, null),
    ]);
    const done = await push1(t, client, "referral.followUp", { id, followUp: ONS4_HIGH });
    expect(outcome(done)).toBe("applied");
    expect((await referralAs(t, pro, id)).status).toBe("completed");
  });

  it("without a held place at a suggestion the referral waits, accepted", async () => {
    const full = await listing(t, w.partner, { maxParticipants: 1 });
    const cancelled = await listing(t, w.partner, { date: "2025-08-01T17:00:00.000Z" });
    const id = await referCasey([full, cancelled]);
    await register(t, w.other, full);
    await register(t, client, full); // waiting list: no place held
    await register(t, client, cancelled);
    await cancel(t, client, cancelled);
    await register(t, client, w.seededId); // a place, but not at a suggestion
    const { forPro, forClient } = await acceptAndPull(id);
    for (const row of [forPro, forClient]) {
      expect(row).toMatchObject({ status: "accepted", bookedExperienceId: null });
    }
    expect(forPro?.timeline.map((s: { status: string }) => s.status)).toEqual(["sent", "accepted"]);
    // Registering afterwards books it as before.
    await register(t, client, cancelled);
    expect(await referralAs(t, pro, id)).toMatchObject({
      status: "booked",
      bookedExperienceId: cancelled,
    });
  });
});
