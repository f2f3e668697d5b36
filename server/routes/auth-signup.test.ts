import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createInvitationCode } from "../auth/invitation-codes.ts";
import { users } from "../db/schema.ts";
import { englishOf } from "../testing/http.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const valid = {
  username: "newbie",
  email: "Newbie@Example.com",
  password: "secret-pass",
  firstName: "New",
  lastName: "Bie",
  userType: "individual",
  invitationCode: "CULTURE-2025",
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users).get())?.n ?? 0;
const signup = (body: Record<string, unknown>) => t.post("/api/auth/signup", body);

async function expectRefused(body: Record<string, unknown>, status: number, message: string) {
  const before = await userCount();
  const res = await signup(body);
  expect(res.status).toBe(status);
  expect(await json(res)).toMatchObject({ message });
  expect(await userCount()).toBe(before);
}

describe("POST /api/auth/signup", () => {
  it("creates the account with the demo code and answers 201 {token, user}", async () => {
    const res = await signup(valid);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username: "newbie",
      email: "newbie@example.com",
      firstName: "New",
      lastName: "Bie",
      userType: "individual",
      wellbeingGoals: [],
      preferredCategories: [],
    });
    expect(body.user.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    const me = await t.app.request("/api/auth/user", {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect((await json(me)).username).toBe("newbie");
  });

  it("accepts the demo code again (reusable), in any case, for any role, without email", async () => {
    expect((await signup(valid)).status).toBe(201);
    const other = { ...valid, username: "partner2", email: "", userType: "cultural_partner" };
    const res = await signup({ ...other, invitationCode: " culture-2025 " });
    expect(res.status).toBe(201);
    expect((await json(res)).user).toMatchObject({ email: null, userType: "cultural_partner" });
  });

  it("defaults userType to individual", async () => {
    const { userType: _omit, ...rest } = valid;
    expect((await json(await signup(rest))).user.userType).toBe("individual");
  });

  it("refuses a missing, wrong, used or expired code with 400 and creates no user", async () => {
    await expectRefused({ ...valid, invitationCode: "" }, 400, "Invitation code is required");
    const { invitationCode: _omit, ...noCode } = valid;
    await expectRefused(noCode, 400, "Invitation code is required");
    await expectRefused(
      { ...valid, invitationCode: "NOPE-NOPE-NOPE" },
      400,
      "Invalid invitation code",
    );

    const single = await createInvitationCode(t.db, t.clock);
    expect((await signup({ ...valid, invitationCode: single.code })).status).toBe(201);
    const again = { ...valid, username: "second", email: "second@example.com" };
    await expectRefused(
      { ...again, invitationCode: single.code },
      400,
      "This invitation code has already been used",
    );

    const expiring = await createInvitationCode(t.db, t.clock, { days: 14 });
    t.clock.advance(15 * DAY);
    await expectRefused(
      { ...again, invitationCode: expiring.code },
      400,
      "This invitation code has expired",
    );
  });

  it("refuses a role-bound code for another role and accepts it for its role", async () => {
    const { code } = await createInvitationCode(t.db, t.clock, { allowedUserType: "professional" });
    const res = await signup({ ...valid, invitationCode: code });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe("invitation_code_for_professional");
    expect(body.message).toBe("This invitation code is only valid for professional accounts");
    expect(body.errors.invitationCode).toBe(body.code);
    expect(await userCount()).toBe(3);
    const ok = await signup({ ...valid, userType: "professional", invitationCode: code });
    expect(ok.status).toBe(201);
  });

  it.each([
    ["username", "ab", "Username must be at least 3 characters"],
    ["username", "x".repeat(51), "Username must be less than 50 characters"],
    ["email", "not-an-email", "Please enter a valid email"],
    ["password", "12345", "Password must be at least 6 characters"],
    ["userType", "admin", "Please choose an account type"],
    ["invitationCode", "   ", "Invitation code is required"],
  ])("validates %s = %j with its English message", async (field, value, message) => {
    const res = await signup({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.message).toBe(message);
    expect(englishOf(body.errors[field])).toBe(message);
    expect(await userCount()).toBe(3);
  });

  it("answers 409 for a taken username (any case) or email", async () => {
    expect((await signup(valid)).status).toBe(201);
    const otherEmail = { email: "fresh@example.com" };
    await expectRefused({ ...valid, ...otherEmail }, 409, "Username is already taken");
    await expectRefused(
      { ...valid, ...otherEmail, username: "NewBie" },
      409,
      "Username is already taken",
    );
    await expectRefused(
      { ...valid, ...otherEmail, username: "Demo-Individual" },
      409,
      "Username is already taken",
    );
    await expectRefused(
      { ...valid, username: "someone", email: "NEWBIE@example.com" },
      409,
      "An account with this email already exists",
    );
  });

  it("does not spend a single-use code when the username is taken", async () => {
    const { code } = await createInvitationCode(t.db, t.clock);
    await expectRefused(
      { ...valid, username: "demo-partner", invitationCode: code },
      409,
      "Username is already taken",
    );
    expect((await signup({ ...valid, invitationCode: code })).status).toBe(201);
  });

  it("stores a scrypt hash, never the password", async () => {
    await signup(valid);
    const row = await t.db.select().from(users).where(eq(users.username, "newbie")).get();
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(valid.password);
  });

  it("limits sign-up attempts per IP (429 with Retry-After)", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signup({ ...valid, username: `user${i}`, invitationCode: "WRONG-CODE" });
      expect(res.status).toBe(400);
    }
    const res = await signup({ ...valid, username: "user-eleven" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(res)).message).toMatch(/Too many attempts/);
  });
});
