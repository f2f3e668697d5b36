import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Account, signUp } from "../testing/accounts.ts";
import { call, englishOf } from "../testing/http.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";

// Change password: POST /api/auth/change-password.

let t: TestApp;
let rita: Account;
beforeEach(async () => {
  t = await createTestApp({ trustProxy: true });
  rita = await signUp(t, "rita");
});
afterEach(() => t.close());

const from = (ip: string) => ({ "x-forwarded-for": ip });
const change = (account: Account, body: unknown, ip = "198.51.100.1") =>
  call(t, "POST", "/api/auth/change-password", {
    auth: account.auth,
    body,
    headers: from(ip),
  });
const login = (password: string, ip = "198.51.100.1") =>
  t.post("/api/auth/login", { username: "rita", password }, from(ip));

describe("POST /api/auth/change-password", () => {
  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const res = await change(rita, { currentPassword: "secret-pass-1", newPassword: "new-pass-2" });
    expect(res.status).toBe(200);
    expect((await login("secret-pass-1")).status).toBe(401);
    expect((await login("new-pass-2")).status).toBe(200);
  });

  it("keeps this session and ends every other session of the account", async () => {
    const elsewhere = await json(await login("secret-pass-1", "203.0.113.9"));
    const other = await signUp(t, "other-person");
    const res = await change(rita, { currentPassword: "secret-pass-1", newPassword: "new-pass-2" });
    expect(res.body.sessionsEnded).toBe(1); // the sign-up's session asked; the login's ends
    expect((await call(t, "GET", "/api/auth/user", { auth: rita.auth })).status).toBe(200);
    const stale = { authorization: `Bearer ${elsewhere.token}` };
    expect((await call(t, "GET", "/api/auth/user", { auth: stale })).status).toBe(401);
    // Nobody else's sessions are touched.
    expect((await call(t, "GET", "/api/auth/user", { auth: other.auth })).status).toBe(200);
  });

  it("refuses a wrong current password (403, field code) and changes nothing", async () => {
    const res = await change(rita, { currentPassword: "wrong-one", newPassword: "new-pass-2" });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "current_password_wrong",
      errors: { currentPassword: "current_password_wrong" },
    });
    expect((await login("secret-pass-1")).status).toBe(200);
  });

  it("applies the sign-up rule to the new password, and needs the current one", async () => {
    const weak = await change(rita, { currentPassword: "secret-pass-1", newPassword: "12345" });
    expect(weak.status).toBe(400);
    expect(englishOf(weak.body.errors.newPassword)).toBe("Password must be at least 6 characters");
    const missing = await change(rita, { newPassword: "new-pass-2" });
    expect(englishOf(missing.body.errors.currentPassword)).toBe("Password is required");
    const same = await change(rita, {
      currentPassword: "secret-pass-1",
      newPassword: "secret-pass-1",
    });
    expect(same.body.errors.newPassword).toBe("password_unchanged");
    expect((await login("secret-pass-1")).status).toBe(200);
  });

  it("is rate-limited like a login: guessing the current password hits 429", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < 5; i++) {
      const res = await change(
        rita,
        { currentPassword: `guess-${i}`, newPassword: "new-pass-2" },
        ip,
      );
      expect(res.status).toBe(403);
    }
    const blocked = await change(
      rita,
      { currentPassword: "secret-pass-1", newPassword: "x-pass-2" },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("too_many_attempts");
    // The same budget as sign-in: a login for the account from that place is refused too.
    expect((await login("secret-pass-1", ip)).status).toBe(429);
  });

  it("needs a signed-in caller", async () => {
    const res = await call(t, "POST", "/api/auth/change-password", {
      body: { currentPassword: "secret-pass-1", newPassword: "new-pass-2" },
    });
    expect(res.status).toBe(401);
  });
});
