import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_INDIVIDUAL, DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { bearer, createTestApp, json, type TestApp } from "../testing/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const INVALID = { code: "invalid_credentials", message: "Invalid username or password" };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (username: string, password: string, headers?: Record<string, string>) =>
  t.post("/api/auth/login", { username, password }, headers);
const me = (headers: Record<string, string> = {}) => t.app.request("/api/auth/user", { headers });

async function signIn(): Promise<string> {
  const res = await login(DEMO_INDIVIDUAL.username, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  return (await json(res)).token;
}

describe("POST /api/auth/login", () => {
  it("signs in a demo user (username case-insensitive)", async () => {
    const res = await login("Demo-Individual", DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      username: "demo-individual",
      userType: "individual",
      firstName: "Alex",
      location: DEMO_INDIVIDUAL.location,
      preferredCategories: DEMO_INDIVIDUAL.preferredCategories,
    });
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const wrong = await login(DEMO_INDIVIDUAL.username, "not-the-password");
    const unknown = await login("nobody-here", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(INVALID);
    expect(await json(unknown)).toEqual(INVALID);
  });

  it("requires username and password", async () => {
    const res = await t.post("/api/auth/login", { username: " ", password: "" });
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual({
      username: "username_required",
      password: "password_required",
    });
  });

  it("answers 429 with Retry-After on the 6th rapid wrong login, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(DEMO_INDIVIDUAL.username, `wrong-${i}`)).status).toBe(401);
    }
    const sixth = await login(DEMO_INDIVIDUAL.username, "wrong-6");
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await json(sixth)).message).toMatch(/Too many attempts/);
    expect((await login("DEMO-INDIVIDUAL", DEMO_PASSWORD)).status).toBe(429);

    t.clock.advance(retryAfter * 1000);
    expect((await login(DEMO_INDIVIDUAL.username, DEMO_PASSWORD)).status).toBe(200);
  });

  it("clears the username's failures after a successful login", async () => {
    for (let i = 0; i < 4; i++) await login(DEMO_INDIVIDUAL.username, "wrong");
    expect((await login(DEMO_INDIVIDUAL.username, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(DEMO_INDIVIDUAL.username, "wrong")).status).toBe(401);
    }
  });

  it("limits failures per IP at four times the username budget", async () => {
    for (let i = 0; i < 20; i++) expect((await login(`user-${i}`, "wrong")).status).toBe(401);
    expect((await login(DEMO_INDIVIDUAL.username, DEMO_PASSWORD)).status).toBe(429);
  });

  it("uses X-Forwarded-For only when TRUST_PROXY is on", async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      for (let i = 0; i < 20; i++) {
        const xff = { "x-forwarded-for": "203.0.113.9, 10.0.0.1" };
        await proxied.post("/api/auth/login", { username: `u${i}`, password: "x" }, xff);
      }
      const other = { "x-forwarded-for": "203.0.113.9, 10.0.0.2" };
      const res = await proxied.post("/api/auth/login", { username: "u99", password: "x" }, other);
      expect(res.status).toBe(401); // a different client behind the proxy has its own budget
    } finally {
      await proxied.close();
    }
    for (let i = 0; i < 20; i++) {
      await login(`u${i}`, "x", { "x-forwarded-for": `198.51.100.${i}` });
    }
    expect((await login("u99", "x")).status).toBe(429); // spoofed header ignored: one IP
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("returns the user for a valid token", async () => {
    const res = await me(bearer(await signIn()));
    expect(res.status).toBe(200);
    expect((await json(res)).username).toBe("demo-individual");
  });

  it("answers 401 {message} without a token, with a bad one and with an expired one", async () => {
    const none = await me();
    expect(none.status).toBe(401);
    expect(await json(none)).toEqual({ code: "auth_required", message: "Authentication required" });
    expect((await me(bearer("not-a-real-token"))).status).toBe(401);
    expect((await me({ authorization: "Basic abc" })).status).toBe(401);

    const token = await signIn();
    t.clock.advance(29 * DAY);
    expect((await me(bearer(token))).status).toBe(200);
    t.clock.advance(2 * DAY);
    const expired = await me(bearer(token));
    expect(expired.status).toBe(401);
    expect((await json(expired)).message).toMatch(/session has expired/);
  });

  it("revokes the token on logout", async () => {
    const token = await signIn();
    const other = await signIn();
    const res = await t.post("/api/auth/logout", {}, bearer(token));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ message: "Signed out" });
    expect((await me(bearer(token))).status).toBe(401);
    expect((await t.post("/api/auth/logout", {}, bearer(token))).status).toBe(401);
    expect((await me(bearer(other))).status).toBe(200); // other sessions stay
  });
});

describe("password secrecy", () => {
  it("never returns a password or hash in any response body", async () => {
    const password = "my-very-secret-pw";
    const bodies: Array<{ ok: boolean; text: string }> = [];
    const record = async (res: Response) => {
      bodies.push({ ok: res.ok, text: await res.clone().text() });
      return res;
    };
    const signupBody = {
      username: "secretive",
      email: "s@example.com",
      password,
      invitationCode: "CULTURE-2025",
    };
    const created = await record(await t.post("/api/auth/signup", signupBody));
    const { token } = await json(created);
    await record(await t.post("/api/auth/signup", signupBody)); // 409
    await record(await t.post("/api/auth/signup", { ...signupBody, username: "x" })); // 400
    await record(await login("secretive", password));
    await record(await login("secretive", `${password}-wrong`));
    await record(await login(DEMO_INDIVIDUAL.username, DEMO_PASSWORD));
    await record(await me(bearer(token)));
    await record(await t.post("/api/auth/logout", {}, bearer(token)));

    expect(bodies).toHaveLength(8);
    for (const { ok, text } of bodies) {
      expect(text).not.toContain(password);
      expect(text).not.toContain(DEMO_PASSWORD);
      expect(text).not.toContain("scrypt$");
      // Error messages may say "password"; successful bodies never carry the word at all.
      if (ok) expect(text.toLowerCase()).not.toContain("password");
    }
  });
});
