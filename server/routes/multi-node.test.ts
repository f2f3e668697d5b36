import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_INDIVIDUAL, DEMO_PASSWORD } from "../db/demo-accounts.ts";
import { rateLimitHits } from "../db/schema.ts";
import { signUp } from "../testing/accounts.ts";
import { call } from "../testing/http.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// Several app nodes on one database: the budgets live in the database, so a burst split across
// nodes, or sent again after a restart, meets the same budget as on one node
// (server/auth/rate-limit.ts). TRUST_PROXY lets each request name its IP.

let t: TestApp;
afterEach(() => t.close());

const OWNER = DEMO_INDIVIDUAL.username;
const IP = "203.0.113.20";
const from = (ip: string) => ({ "x-forwarded-for": ip });
type Post = TestApp["post"];
const login = (post: Post, password: string, ip = IP) =>
  post("/api/auth/login", { username: OWNER, password }, from(ip));

describe("budgets shared by every node", () => {
  it("refuses wrong sign-ins alternating between two nodes like on one (loginMax 5)", async () => {
    // A wide per-IP gate: only the (username, IP) budget of 5 stands in the way.
    t = await createTestApp({ trustProxy: true }, { passwordChecksPerIp: 100 });
    const b = await t.anotherNode();
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      const node = i % 2 === 0 ? t.post : b.post;
      answers.push((await login(node, `wrong-${i}`)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it("lets exactly 5 of a simultaneous burst split across two nodes reach the password check", async () => {
    t = await createTestApp({ trustProxy: true }, { passwordChecksPerIp: 100 });
    const b = await t.anotherNode();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 === 0 ? t.post : b.post, `wrong-${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("still refuses after a restart (a new app on the same database)", async () => {
    t = await createTestApp({ trustProxy: true }, { passwordChecksPerIp: 100 });
    for (let i = 0; i < 5; i++) expect((await login(t.post, `wrong-${i}`)).status).toBe(401);
    const restarted = await t.anotherNode();
    expect((await login(restarted.post, "wrong-5")).status).toBe(429);
    expect((await login(restarted.post, DEMO_PASSWORD)).status).toBe(429);
    // Elsewhere the owner still gets in, and the success gives that place's slot back.
    expect((await login(restarted.post, DEMO_PASSWORD, "198.51.100.20")).status).toBe(200);
  });
});

describe("a budget counted inside a refused mutation", () => {
  // The only account changing its e-mail in these tests: the bucket's rows are its hits.
  const emailHits = async () =>
    (
      await t.db
        .select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.bucket, "emailChangesByUser"))
        .all()
    ).length;

  it("keeps the hit of an e-mail change refused as taken (the savepoint's rollback)", async () => {
    t = await createTestApp();
    const me = await signUp(t, "prober");
    const taken = "alex@culturewell.example"; // demo-individual's
    const patch = await call(t, "PATCH", `/api/users/${me.user.id}`, {
      auth: me.auth,
      body: { email: taken },
    });
    expect(patch.status).toBe(409);
    expect(await emailHits()).toBe(1);
  });

  it("spends the budget with refused changes pushed to both nodes, then refuses with 429", async () => {
    t = await createTestApp();
    const b = await t.anotherNode();
    const me = await signUp(t, "prober2");
    const taken = "alex@culturewell.example";
    const batch = () => [mutation("profile.update", { email: taken })];
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const node = i % 2 === 0 ? t : { ...t, post: b.post };
      const { body } = await pushAs(node, me, batch());
      codes.push(body.results[0].error.code);
    }
    expect(codes.slice(0, 10).every((c) => c === "email_taken")).toBe(true);
    expect(codes.slice(10)).toEqual(["too_many_attempts", "too_many_attempts"]);
    expect(await emailHits()).toBe(10);
  });
});
