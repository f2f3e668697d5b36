import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationCodes, users } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import { push1, quickAccount } from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import {
  accept,
  close,
  newId,
  ONS4_HIGH,
  ONS4_LOW,
  outcome,
  refer,
  referralAs,
  respond,
} from "../testing/referral-world.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// Referrals from professional to client (docs/decisions/0014-referrals.md).

let t: TestApp;
let w: World;
let pro: Account;
let client: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  pro = await quickAccount(t, "dr-rivers", "professional");
  client = await quickAccount(t, "Casey-Client");
  await t.db.write(async (tx) => {
    await tx.update(users).set({ email: "casey@example.org" }).where(eq(users.id, client.user.id));
  });
});
afterEach(() => t.close());

/** A referral linked to `client` (by username), answers its id. */
async function referClient(extra: Record<string, unknown> = {}) {
  const id = newId();
  const res = await refer(t, pro, { id, clientUsername: "casey-client", ...extra });
  expect(res.status).toBe(201);
  return id;
}

const signUpWith = (username: string, invitationCode: string) =>
  call(t, "POST", "/api/auth/signup", {
    body: { username, password: "secret-pass-1", userType: "individual", invitationCode },
  });

describe("referral.create", () => {
  it("issues a single-use code for a new client and starts the timeline at sent", async () => {
    const id = newId();
    const res = await refer(t, pro, {
      id,
      clientUsername: "nobody-by-this-name",
      experienceIds: [w.listingId, w.seededId],
      notes: "Enjoys clay",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id,
      professionalId: pro.user.id,
      professionalName: "dr-rivers Test",
      clientId: null,
      status: "sent",
      experienceId: w.listingId,
      experienceIds: [w.listingId, w.seededId],
      bookedExperienceId: null,
      shareOutcomes: false,
      baseline: null,
      followUp: null,
      timeline: [{ status: "sent", at: t.clock().toISOString(), by: pro.user.id, reason: null }],
    });
    expect(res.body.inviteCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = await t.db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.referralId, id))
      .get();
    expect(code).toMatchObject({ allowedUserType: "individual", maxUses: 1, uses: 0 });
    expect(code?.codeHash).not.toContain(res.body.inviteCode);
    expect(Date.parse(code?.expiresAt ?? "") - t.clock().getTime()).toBe(30 * 86_400_000);
  });

  it("links an existing individual by username (folded) or e-mail (any case), with no code", async () => {
    for (const clientUsername of ["CASEY-client", "Casey@Example.org"]) {
      const res = await refer(t, pro, { id: newId(), clientUsername });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        clientId: client.user.id,
        inviteCode: null,
        status: "sent",
      });
    }
  });

  it("answers the same shape whether or not the account exists", async () => {
    const known = await refer(t, pro, { id: newId(), clientUsername: "casey-client" });
    const unknown = await refer(t, pro, { id: newId(), clientUsername: "no-such-person" });
    const partner = await refer(t, pro, { id: newId(), clientUsername: "demo-partner" });
    expect(known.status).toBe(unknown.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    // Only individuals are linked: naming a partner account issues a code like a stranger.
    expect(partner.body).toMatchObject({ clientId: null });
    expect(partner.body.inviteCode).toEqual(expect.any(String));
  });

  it("refuses a referral to an existing client that names nobody, over REST and sync", async () => {
    const res = await refer(t, pro, { id: newId(), clientKind: "existing", clientUsername: " " });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "client_username_required",
      errors: { clientUsername: "client_username_required" },
    });
    const pushed = await push1(t, pro, "referral.create", {
      id: newId(),
      clientName: "Jordan",
      clientKind: "existing",
    });
    expect(outcome(pushed)).toBe("client_username_required");
    // A new client (or an older app that sends no kind) still gets a code.
    for (const clientKind of ["new", undefined]) {
      const made = await refer(t, pro, { id: newId(), clientKind });
      expect(made.status).toBe(201);
      expect(made.body.inviteCode).toEqual(expect.any(String));
    }
  });

  it("counts each client name tried: 30 an hour, then too_many_attempts; unnamed ones are free", async () => {
    const pushes = [];
    for (let i = 0; i < 31; i++) {
      pushes.push(
        await push1(t, pro, "referral.create", {
          id: newId(),
          clientName: `Client ${i}`,
          clientKind: "existing",
          // Mostly a known name: a name that matches nobody also spends a code (20 an hour).
          clientUsername: i % 10 === 9 ? `nobody-${i}` : "casey-client",
        }),
      );
    }
    expect(pushes.slice(0, 30).every((p) => p.status === "applied")).toBe(true);
    expect(outcome(pushes[30])).toBe("too_many_attempts");
    const invite = await push1(t, pro, "referral.create", { id: newId(), clientName: "New" });
    expect(invite.status).toBe("applied");
  });

  it("refuses non-professionals and unknown suggested experiences", async () => {
    const byClient = await push1(t, client, "referral.create", { id: newId(), clientName: "X" });
    expect(outcome(byClient)).toBe("referrals_professionals_only");
    const res = await refer(t, pro, { id: newId(), experienceIds: [w.listingId, newId()] });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "experience_not_found" });
  });
});

describe("sign-up with a referral's code", () => {
  it("links the new account as the referral's client and clears the code; the code is single use", async () => {
    const id = newId();
    const made = await refer(t, pro, { id, clientUsername: null });
    const joined = await signUpWith("new-client", made.body.inviteCode);
    expect(joined.status).toBe(201);
    const newcomer: Account = {
      token: joined.body.token,
      user: joined.body.user,
      auth: { authorization: `Bearer ${joined.body.token}` },
    };
    expect(await referralAs(t, pro, id)).toMatchObject({
      clientId: newcomer.user.id,
      inviteCode: null,
    });
    expect(await referralAs(t, newcomer, id)).toMatchObject({
      clientId: newcomer.user.id,
      inviteCode: null,
      professionalName: "dr-rivers Test",
      status: "sent",
    });
    // The new client's first pull brings the referral.
    const pull = await call(t, "GET", "/api/sync/pull?cursor=0", { auth: newcomer.auth });
    expect(pull.body.changes.some((c: { entity: string }) => c.entity === "referral")).toBe(true);

    const again = await signUpWith("second-client", made.body.inviteCode);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "invitation_code_used" });
    // A professional account cannot be made with a referral's code.
    const other = await refer(t, pro, { id: newId() });
    const asPro = await call(t, "POST", "/api/auth/signup", {
      body: {
        username: "sneaky-pro",
        password: "secret-pass-1",
        userType: "professional",
        invitationCode: other.body.inviteCode,
      },
    });
    expect(asPro.body).toMatchObject({ code: "invitation_code_for_individual" });
  });
});

describe("referral.respond", () => {
  it("only the linked client may answer: the professional, a stranger or an unlinked referral is 404", async () => {
    const id = await referClient();
    expect(outcome(await accept(t, pro, id))).toBe("referral_not_found");
    expect(outcome(await accept(t, w.other, id))).toBe("referral_not_found");
    const unlinked = newId();
    await refer(t, pro, { id: unlinked });
    expect(outcome(await accept(t, client, unlinked))).toBe("referral_not_found");
    expect(outcome(await accept(t, client, newId()))).toBe("referral_not_found");
  });

  it("declining needs a reason; a declined referral can no longer be accepted", async () => {
    const id = await referClient();
    expect(outcome(await respond(t, client, id, { decision: "decline" }))).toBe(
      "referral_reason_required",
    );
    const declined = await respond(t, client, id, { decision: "decline", reason: "Too far" });
    expect(outcome(declined)).toBe("applied");
    expect((await referralAs(t, pro, id)).timeline.slice(-2)).toMatchObject([
      { status: "declined", by: client.user.id, reason: "Too far" },
      { status: "summary", by: null, reason: "ended" },
    ]);
    expect(outcome(await accept(t, client, id))).toBe("referral_transition_invalid");
  });

  it("accepting stores the baseline; the professional sees it only with consent, revocably", async () => {
    const id = await referClient();
    t.clock.advance(2 * 60 * 60 * 1000);
    // Made offline, an hour before it synced (and after the client's account existed).
    const at = new Date(t.clock().getTime() - 60 * 60 * 1000).toISOString();
    const result = await push1(
      t,
      client,
      "referral.respond",
      { id, decision: "accept", baseline: ONS4_LOW, shareOutcomes: false },
      at,
    );
    expect(outcome(result)).toBe("applied");
    expect(await referralAs(t, client, id)).toMatchObject({
      status: "accepted",
      baseline: ONS4_LOW,
      shareOutcomes: false,
    });
    const seen = await referralAs(t, pro, id);
    expect(seen).toMatchObject({ status: "accepted", baseline: null, shareOutcomes: false });
    expect(seen.timeline.at(-1)).toEqual({
      status: "accepted",
      at,
      by: client.user.id,
      reason: null,
    });

    await push1(t, client, "referral.consent", { id, shareOutcomes: true });
    expect(await referralAs(t, pro, id)).toMatchObject({ baseline: ONS4_LOW, shareOutcomes: true });
    await push1(t, client, "referral.consent", { id, shareOutcomes: false });
    expect(await referralAs(t, pro, id)).toMatchObject({ baseline: null, shareOutcomes: false });
    // Consent is the client's: the professional cannot give it.
    const byPro = await push1(t, pro, "referral.consent", { id, shareOutcomes: true });
    expect(outcome(byPro)).toBe("referral_not_found");
  });
});

describe("referral.followUp and referral.close", () => {
  it("a follow-up before attending is refused", async () => {
    const id = await referClient();
    await accept(t, client, id);
    const early = await push1(t, client, "referral.followUp", { id, followUp: ONS4_HIGH });
    expect(outcome(early)).toBe("referral_transition_invalid");
  });

  it("only the referring professional closes, with a reason, and only once", async () => {
    const id = await referClient();
    const otherPro = await quickAccount(t, "dr-other", "professional");
    expect(outcome(await close(t, otherPro, id))).toBe("referral_not_found");
    expect(outcome(await close(t, client, id))).toBe("referrals_professionals_only");
    expect(outcome(await close(t, pro, id, "  "))).toBe("referral_reason_required");
    expect(outcome(await close(t, pro, id))).toBe("applied");
    expect(
      (await referralAs(t, client, id)).timeline.map((s: { status: string }) => s.status),
    ).toEqual(["sent", "closed", "summary"]);
    expect(outcome(await close(t, pro, id))).toBe("referral_transition_invalid");
    expect(outcome(await accept(t, client, id))).toBe("referral_transition_invalid");
  });

  it("a replayed close is applied once (the same mutation id answers its stored result)", async () => {
    const id = await referClient();
    const m = {
      id: newId(),
      name: "referral.close",
      args: { id, reason: "Done" },
      createdAt: t.clock().toISOString(),
    };
    const first = await t.post("/api/sync/push", { clientId: newId(), mutations: [m] }, pro.auth);
    const second = await t.post("/api/sync/push", { clientId: newId(), mutations: [m] }, pro.auth);
    expect((await json(first)).results[0].status).toBe("applied");
    expect((await json(second)).results[0].status).toBe("applied");
    expect((await referralAs(t, pro, id)).timeline).toHaveLength(3); // sent, closed, summary
  });
});

describe("GET /api/users/:id/referrals", () => {
  it("lists the client's referrals, never with an invitation code, and only their own", async () => {
    const id = await referClient();
    const mine = await call(t, "GET", `/api/users/${client.user.id}/referrals`, {
      auth: client.auth,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([id]);
    const theirs = await call(t, "GET", `/api/users/${client.user.id}/referrals`, {
      auth: w.other.auth,
    });
    expect(theirs.status).toBe(403);
  });
});
