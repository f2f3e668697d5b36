import { afterEach, describe, expect, it } from "vitest";
import { DEMO_INDIVIDUAL, DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// Budgets that hold under bursts, and that no stranger can use to lock the owner out.
// TRUST_PROXY lets each request name its IP through X-Forwarded-For.

let t: TestApp;
afterEach(() => t.close());

const OWNER = DEMO_INDIVIDUAL.username;
const from = (ip: string) => ({ "x-forwarded-for": ip });
const login = (username: string, password: string, ip: string) =>
  t.post("/api/auth/login", { username, password }, from(ip));
const statuses = async (requests: Array<Promise<Response>>) =>
  (await Promise.all(requests)).map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe("login budgets under a burst", () => {
  it("answers 429 to at least 45 of 50 simultaneous wrong logins; the owner gets in from elsewhere", async () => {
    t = await createTestApp({ trustProxy: true });
    const burst = await statuses(
      Array.from({ length: 50 }, (_, i) => login(OWNER, `wrong-${i}`, "203.0.113.1")),
    );
    expect(count(burst, 429)).toBeGreaterThanOrEqual(45);
    expect(count(burst, 200)).toBe(0);
    expect((await login(OWNER, DEMO_PASSWORD, "198.51.100.7")).status).toBe(200);
  });

  it("counts a slot before the password check, so a burst cannot outrun the budget", async () => {
    // A wide per-IP gate: only the (username, IP) budget of 5 stands in the way.
    t = await createTestApp({ trustProxy: true }, { passwordChecksPerIp: 100 });
    const burst = await statuses(
      Array.from({ length: 50 }, (_, i) => login(OWNER, `wrong-${i}`, "203.0.113.1")),
    );
    expect(count(burst, 401)).toBe(5);
    expect(count(burst, 429)).toBe(45);
    // The right password inside the same place's exhausted budget is refused too.
    expect((await login(OWNER, DEMO_PASSWORD, "203.0.113.1")).status).toBe(429);
  });

  it("refuses a burst of unknown-user logins at once, so another IP's login is not stalled", async () => {
    t = await createTestApp({ trustProxy: true });
    const burst = Array.from({ length: 40 }, (_, i) => login(`nobody-${i}`, "x", "203.0.113.2"));
    const owner = login(OWNER, DEMO_PASSWORD, "198.51.100.8");
    const answers = await statuses(burst);
    // At most four password checks per IP are in flight; the rest never wait for scrypt.
    expect(count(answers, 429)).toBeGreaterThanOrEqual(36);
    expect((await owner).status).toBe(200);
  });
});

describe("no lockout of the owner", () => {
  it("lets the owner sign in from their IP after 5 wrong passwords from another IP", async () => {
    t = await createTestApp({ trustProxy: true });
    for (let i = 0; i < 5; i++) {
      expect((await login(OWNER, `wrong-${i}`, "203.0.113.3")).status).toBe(401);
    }
    expect((await login(OWNER, "wrong-6", "203.0.113.3")).status).toBe(429);
    expect((await login(OWNER, DEMO_PASSWORD, "198.51.100.9")).status).toBe(200);
  });

  it("slows a username attacked from many IPs with a growing delay, but still lets the owner in", async () => {
    t = await createTestApp({ trustProxy: true });
    for (let ip = 1; ip <= 6; ip++) {
      for (let i = 0; i < 5; i++) await login(OWNER, `wrong-${i}`, `203.0.113.${100 + ip}`);
    }
    expect(t.sleeps.length).toBeGreaterThan(0);
    expect(t.sleeps.at(-1)).toBeGreaterThan(t.sleeps[0] ?? 0);
    const res = await login(OWNER, DEMO_PASSWORD, "198.51.100.10");
    expect(res.status).toBe(200);
    expect(t.sleeps.at(-1)).toBeLessThanOrEqual(8_000);
  });
});
