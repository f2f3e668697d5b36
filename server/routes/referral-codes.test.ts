import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationCodes, referrals, users } from "../db/schema.ts";
import { linkReferralOfCode } from "../services/referrals-service.ts";
import type { Account } from "../testing/accounts.ts";
import { push1, quickAccount } from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { close, newId, outcome, refer, referralAs, respond } from "../testing/referral-world.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// A referral's single-use sign-up code: retired when the referral ends, and budgeted per
// professional (docs/decisions/0014-referrals.md).

let t: TestApp;
let pro: Account;
beforeEach(async () => {
  t = await createTestApp();
  pro = await quickAccount(t, "dr-rivers", "professional");
});
afterEach(() => t.close());

const signUpWith = (username: string, invitationCode: string) =>
  call(t, "POST", "/api/auth/signup", {
    body: { username, password: "secret-pass-1", userType: "individual", invitationCode },
  });

/** A referral for a new client (so it issues a code), with notes; answers its id and code. */
async function referNewClient(): Promise<{ id: string; code: string }> {
  const id = newId();
  const res = await refer(t, pro, { id, notes: "Low mood since the bereavement" });
  expect(res.status).toBe(201);
  return { id, code: res.body.inviteCode as string };
}

const codeOf = async (referralId: string) =>
  await t.db.select().from(invitationCodes).where(eq(invitationCodes.referralId, referralId)).get();

const accountNamed = async (username: string) =>
  await t.db.select().from(users).where(eq(users.username, username)).get();

describe("a referral that ends retires its invitation code", () => {
  it("a closed referral's code signs nobody up, and the professional no longer sees it", async () => {
    const { id, code } = await referNewClient();
    expect(outcome(await close(t, pro, id))).toBe("applied");
    const joined = await signUpWith("late-client", code);
    expect(joined.status).toBe(400);
    expect(joined.body).toMatchObject({ code: "invitation_code_expired" });
    expect(await accountNamed("late-client")).toBeUndefined();
    expect(await referralAs(t, pro, id)).toMatchObject({
      status: "closed",
      clientId: null,
      inviteCode: null,
    });
    expect(await codeOf(id)).toMatchObject({ uses: 0, expiresAt: t.clock().toISOString() });
  });

  it("a code whose referral ended before codes were retired admits nobody either", async () => {
    const { id, code } = await referNewClient();
    expect(outcome(await close(t, pro, id))).toBe("applied");
    // As a referral closed earlier left it: the code itself still looks valid.
    await t.db.write(async (tx) => {
      await tx
        .update(invitationCodes)
        .set({ expiresAt: "2999-01-01T00:00:00.000Z" })
        .where(eq(invitationCodes.referralId, id));
    });
    const joined = await signUpWith("late-client", code);
    expect(joined.status).toBe(400);
    expect(joined.body).toMatchObject({ code: "invitation_code_expired" });
    expect(await accountNamed("late-client")).toBeUndefined();
  });

  it("an account made after the referral closed is never linked to it, nor sees its notes", async () => {
    const { id } = await referNewClient();
    expect(outcome(await close(t, pro, id))).toBe("applied");
    const late = await quickAccount(t, "late-client");
    const code = await codeOf(id);
    if (!code) throw new Error("no code");
    await t.db.write((tx) => linkReferralOfCode({ tx, now: t.clock() }, code, late.user.id));
    const row = await t.db.select().from(referrals).where(eq(referrals.id, id)).get();
    expect(row?.clientId).toBeNull();
    expect(await referralAs(t, late, id)).toBeUndefined();
    const pull = await call(t, "GET", "/api/sync/pull?cursor=0", { auth: late.auth });
    expect(JSON.stringify(pull.body)).not.toContain("bereavement");
  });

  it("a declined referral retires a code it still holds", async () => {
    const { id, code } = await referNewClient();
    // A client linked otherwise than through the code (by name, after the code was issued).
    const client = await quickAccount(t, "casey-client");
    await t.db.write(async (tx) => {
      await tx.update(referrals).set({ clientId: client.user.id }).where(eq(referrals.id, id));
    });
    const declined = await respond(t, client, id, { decision: "decline", reason: "Not now" });
    expect(outcome(declined)).toBe("applied");
    const joined = await signUpWith("other-client", code);
    expect(joined.body).toMatchObject({ code: "invitation_code_expired" });
    expect(await referralAs(t, pro, id)).toMatchObject({ inviteCode: null });
  });

  it("an expired code signs nobody up (30 days)", async () => {
    const { id, code } = await referNewClient();
    t.clock.advance(30 * 86_400_000);
    const joined = await signUpWith("late-client", code);
    expect(joined.body).toMatchObject({ code: "invitation_code_expired" });
    const row = await t.db.select().from(referrals).where(eq(referrals.id, id)).get();
    expect(row?.clientId).toBeNull();
  });
});

describe("the budget of referral codes", () => {
  const create = (name: string) => mutation("referral.create", { id: newId(), clientName: name });

  it("issues 20 codes an hour; a burst of 40 gets 20, the rest too_many_attempts", async () => {
    const burst = Array.from({ length: 40 }, (_, i) => create(`Client ${i}`));
    const { status, body } = await pushAs(t, pro, burst);
    expect(status).toBe(200);
    const outcomes = body.results.map(outcome);
    expect(outcomes.slice(0, 20).every((o: string) => o === "applied")).toBe(true);
    expect(outcomes.slice(20).every((o: string) => o === "too_many_attempts")).toBe(true);
    const issued = await t.db
      .select()
      .from(referrals)
      .where(eq(referrals.professionalId, pro.user.id));
    expect(issued).toHaveLength(20);

    // Over REST: 429. A referral linked to an existing client issues no code and still passes.
    const rest = await refer(t, pro, { id: newId() });
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ code: "too_many_attempts" });
    await quickAccount(t, "casey-client");
    const linked = await refer(t, pro, { id: newId(), clientUsername: "casey-client" });
    expect(linked.status).toBe(201);

    // Another professional has their own budget; after the hour, codes come again.
    const other = await quickAccount(t, "dr-other", "professional");
    expect(
      outcome(await push1(t, other, "referral.create", { id: newId(), clientName: "A" })),
    ).toBe("applied");
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await refer(t, pro, { id: newId() })).status).toBe(201);
  });
});
