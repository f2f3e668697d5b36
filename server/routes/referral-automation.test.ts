import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { markNoShows } from "../services/no-shows.ts";
import type { Account } from "../testing/accounts.ts";
import {
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import {
  accept,
  newId,
  ONS4_HIGH,
  ONS4_LOW,
  outcome,
  refer,
  referralAs,
} from "../testing/referral-world.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import { rowsMentioning } from "../testing/table-walk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// Booked / attended / did_not_attend follow the client's registration, the door and
// the no-show job, in their own transactions; who sees the referral; account deletion.

let t: TestApp;
let w: World;
let pro: Account;
let client: Account;
// The test world's listings start 2025-07-01T17:00Z and last 90 minutes.
const END = Date.parse("2025-07-01T18:30:00.000Z");
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  pro = await quickAccount(t, "dr-rivers", "professional");
  client = await quickAccount(t, "casey");
});
afterEach(() => t.close());

async function acceptedReferral(experienceIds: string[], shareOutcomes = false) {
  const id = newId();
  expect((await refer(t, pro, { id, clientUsername: "casey", experienceIds })).status).toBe(201);
  expect(outcome(await accept(t, client, id, shareOutcomes))).toBe("applied");
  return id;
}

const statuses = async (id: string) =>
  (await referralAs(t, pro, id)).timeline.map((s: { status: string }) => s.status);

describe("automatic steps", () => {
  it("registering books, the door scan attends, the follow-up completes", async () => {
    const id = await acceptedReferral([w.listingId]);
    expect(outcome(await register(t, client, w.listingId))).toBe("applied");
    expect(await referralAs(t, client, id)).toMatchObject({
      status: "booked",
      bookedExperienceId: w.listingId,
    });
    const reg = await registrationOf(t, client.user.id, w.listingId);
    const scannedAt = "2025-07-01T16:55:00.000Z";
    t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
    const scanned = await scan(t, w.partner, {
      registrationId: reg?.id ?? "",
      experienceId: w.listingId,
      scannedAt,
    });
    expect(scanned.status).toBe("applied");
    const attended = await referralAs(t, pro, id);
    expect(attended.status).toBe("attended");
    expect(attended.timeline.at(-1)).toEqual({
      status: "attended",
      at: scannedAt,
      by: null,
      reason: null,
    });
    const done = await push1(t, client, "referral.followUp", { id, followUp: ONS4_HIGH });
    expect(outcome(done)).toBe("applied");
    expect(await referralAs(t, client, id)).toMatchObject({
      status: "completed",
      baseline: ONS4_LOW,
      followUp: ONS4_HIGH,
    });
    // Without consent the professional sees the steps, not the answers.
    expect(await referralAs(t, pro, id)).toMatchObject({ baseline: null, followUp: null });
    expect(await statuses(id)).toEqual([
      "sent",
      "accepted",
      "booked",
      "attended",
      "completed",
      "summary", // the message back to the professional (docs/referral-loop.md)
    ]);
  });

  it("a no-show marks did_not_attend; booking a suggested experience again books again", async () => {
    const later = await listing(t, w.partner, { date: "2025-08-01T17:00:00.000Z" });
    const id = await acceptedReferral([w.listingId, later]);
    await register(t, client, w.listingId);
    t.clock.set(new Date(END + 60_000));
    await markNoShows(t.db, t.clock());
    expect((await referralAs(t, client, id)).status).toBe("did_not_attend");
    await register(t, client, w.seededId); // not suggested: nothing moves
    expect((await referralAs(t, client, id)).status).toBe("did_not_attend");
    await register(t, client, later);
    expect(await referralAs(t, pro, id)).toMatchObject({
      status: "booked",
      bookedExperienceId: later,
    });
    expect(await statuses(id)).toEqual(["sent", "accepted", "booked", "did_not_attend", "booked"]);
  });

  it("books only a held place at a suggested experience, only an accepted referral", async () => {
    const notYet = newId();
    await refer(t, pro, { id: notYet, clientUsername: "casey" });
    const full = await listing(t, w.partner, { maxParticipants: 1 });
    await register(t, w.other, full);
    const id = await acceptedReferral([w.listingId, full]);
    await register(t, client, full); // waiting list: nothing booked
    expect((await referralAs(t, pro, id)).status).toBe("accepted");
    await register(t, client, w.seededId); // a place, but not one the professional suggested
    expect(await referralAs(t, pro, id)).toMatchObject({
      status: "accepted",
      bookedExperienceId: null,
    });
    await register(t, client, w.listingId);
    expect(await referralAs(t, pro, id)).toMatchObject({
      status: "booked",
      bookedExperienceId: w.listingId,
    });
    expect(await statuses(id)).toEqual(["sent", "accepted", "booked"]);
    expect((await referralAs(t, pro, notYet)).status).toBe("sent");
  });

  it.each([
    [false, null],
    [true, "the experience"],
  ])(
    "a referral suggesting nothing is booked by any place; shared outcomes %s → the professional sees %s",
    async (shared, seen) => {
      const id = await acceptedReferral([], shared);
      await register(t, client, w.seededId);
      expect(await referralAs(t, client, id)).toMatchObject({
        status: "booked",
        bookedExperienceId: w.seededId,
      });
      expect(await referralAs(t, pro, id)).toMatchObject({
        status: "booked",
        bookedExperienceId: seen === null ? null : w.seededId,
      });
    },
  );
});

describe("who sees a referral (pull)", () => {
  it("the professional and the client only, each their own view", async () => {
    const id = newId();
    const made = await refer(t, pro, { id, clientUsername: "casey" });
    const code = (await refer(t, pro, { id: newId() })).body.inviteCode as string;
    expect(made.status).toBe(201);
    await accept(t, client, id, true);
    const forPro = (await pullAll(t, pro)).rows;
    const forClient = (await pullAll(t, client)).rows;
    const forOther = (await pullAll(t, w.other)).rows;
    const otherPro = await quickAccount(t, "dr-other", "professional");
    expect(forPro.get(`referral:${id}`)).toMatchObject({ status: "accepted", baseline: ONS4_LOW });
    expect(forClient.get(`referral:${id}`)).toMatchObject({
      status: "accepted",
      baseline: ONS4_LOW,
      inviteCode: null,
      professionalName: "dr-rivers Test",
    });
    expect([...forOther.keys()].some((k) => k.startsWith("referral:"))).toBe(false);
    const forOtherPro = (await pullAll(t, otherPro)).rows;
    expect([...forOtherPro.keys()].some((k) => k.startsWith("referral:"))).toBe(false);
    // The code reaches the professional's device only.
    expect(JSON.stringify([...forClient.values()])).not.toContain(code);
    expect(JSON.stringify([...forPro.values()])).toContain(code);

    // Revoking consent: the professional's next pull hides the answers again.
    const { cursor } = await pullAll(t, pro);
    await push1(t, client, "referral.consent", { id, shareOutcomes: false });
    const next = (await pullAll(t, pro, cursor)).rows.get(`referral:${id}`);
    expect(next).toMatchObject({ shareOutcomes: false, baseline: null, followUp: null });
  });
});

describe("account deletion", () => {
  const remove = (a: Account, password = "secret-pass-1") =>
    call(t, "DELETE", `/api/users/${a.user.id}`, { auth: a.auth, body: { password } });

  it("a deleted client leaves the professional's record without the link or their answers", async () => {
    const joined = await call(t, "POST", "/api/auth/signup", {
      body: {
        username: "leaving-lou",
        password: "secret-pass-1",
        userType: "individual",
        invitationCode: (await refer(t, pro, { id: newId() })).body.inviteCode,
      },
    });
    const lou: Account = {
      token: joined.body.token,
      user: joined.body.user,
      auth: { authorization: `Bearer ${joined.body.token}` },
    };
    const [linked] = await (async () => {
      const res = await call(t, "GET", `/api/users/${lou.user.id}/referrals`, { auth: lou.auth });
      return res.body as { id: string }[];
    })();
    const id = linked?.id ?? "";
    await push1(t, lou, "referral.respond", {
      id,
      decision: "accept",
      baseline: ONS4_LOW,
      shareOutcomes: true,
    });
    expect((await remove(lou)).status).toBe(200);
    expect(await rowsMentioning(t, lou.user.id)).toEqual([]);
    expect(await referralAs(t, pro, id)).toMatchObject({
      clientId: null,
      baseline: null,
      shareOutcomes: false,
      status: "accepted",
    });
    expect((await referralAs(t, pro, id)).timeline.at(-1)).toMatchObject({ by: null });
  });

  it("a deleted professional's referrals go, their unused codes stop working", async () => {
    const full = await signUpPro();
    const made = await refer(t, full, { id: newId(), clientUsername: "casey" });
    const code = (await refer(t, full, { id: newId() })).body.inviteCode as string;
    expect((await remove(full)).status).toBe(200);
    expect(await rowsMentioning(t, full.user.id)).toEqual([]);
    expect(await referralAs(t, client, made.body.id)).toBeUndefined();
    const late = await call(t, "POST", "/api/auth/signup", {
      body: { username: "too-late", password: "secret-pass-1", invitationCode: code },
    });
    expect(late.body).toMatchObject({ code: "invitation_code_invalid" });
  });
});

async function signUpPro(): Promise<Account> {
  const res = await call(t, "POST", "/api/auth/signup", {
    body: {
      username: "pro-leaving",
      password: "secret-pass-1",
      userType: "professional",
      invitationCode: t.config.demoInvitationCode ?? "",
    },
  });
  return {
    token: res.body.token,
    user: res.body.user,
    auth: { authorization: `Bearer ${res.body.token}` },
  };
}
