import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { changeLog } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import { loginAs } from "../testing/accounts.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, sampleBody, type World } from "../testing/world.ts";
import type { AuthKind } from "./route-spec.ts";

/**
 * Generated from the route table: every route is mounted, every owner-scoped route refuses
 * another user (403, a body with nothing but a message, and no write), and every route that
 * needs a session refuses a request without one (401).
 */

// Top-level await: `it.each` needs the table while the file is collected.
const t: TestApp = await createTestApp();
const w: World = await buildWorld(t);
afterAll(() => t.close());

type Row = { method: string; path: string; auth: AuthKind };

/** The account a route belongs to, and the path with its parameters filled for that owner. */
function ownerOf(auth: AuthKind): Account {
  if (auth === "partner" || auth === "creator") return w.partner;
  if (auth === "professional") return w.professional;
  return w.individual;
}

function fill(path: string, owner: Account): string {
  return path
    .replace(":experienceId", w.listingId)
    .replace(":id", path.startsWith("/api/experiences/") ? w.listingId : owner.user.id);
}

function send(r: Row, path: string, headers: Record<string, string>) {
  const body = sampleBody(r.method, r.path, w);
  return t.app.request(path, {
    method: r.method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Every data change appends to change_log; a refusal may only record its own rejection. */
const writes = () => t.db.select({ n: count() }).from(changeLog).get()?.n;

const table = (): Row[] => t.app.routeTable;
const scoped = (kinds: AuthKind[]) => () => table().filter((r) => kinds.includes(r.auth));

describe("route table", () => {
  it("is exactly what the app mounts under /api", () => {
    const mounted = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    const listed = table().map((r) => `${r.method} ${r.path}`);
    expect(new Set(mounted)).toEqual(new Set(listed));
    expect(listed.length).toBe(new Set(listed).size);
  });

  it("covers every call of spec §7", () => {
    const listed = new Set(table().map((r) => `${r.method} ${r.path}`));
    for (const call of [
      "GET /api/experiences",
      "GET /api/experiences/:id",
      "POST /api/experiences",
      "PUT /api/experiences/:id",
      "GET /api/experiences/:id/inquiries",
      "POST /api/inquiries",
      "POST /api/user-experiences",
      "GET /api/users/:id/experiences",
      "GET /api/users/:id/profile",
      "PATCH /api/users/:id",
      "GET /api/users/:id/recommendations",
      "GET /api/users/:id/favorites",
      "GET /api/users/:id/latest-mood",
      "GET /api/users/:id/mood-recommendations",
      "GET /api/users/:id/mood-entries",
      "POST /api/mood-entries",
      "POST /api/newsletter/subscribe",
      "GET /api/users/:id/calendar-events",
      "POST /api/calendar-events",
      "GET /api/users/:id/upcoming-experiences",
      "GET /api/professionals/:id/referrals",
      "GET /api/partner-updates",
      "GET /api/partners/:id/experiences",
      "GET /api/partners/:id/booking-stats",
      "GET /api/partners/:id/inquiries",
      "GET /api/login",
    ]) {
      expect(listed, call).toContain(call);
    }
  });
});

describe("authorization matrix", () => {
  it.each(
    scoped(["self", "partner", "professional", "creator"])().map((r) => [
      `${r.method} ${r.path}`,
      r,
    ]),
  )("%s × another user's token → 403 with no data and no write", async (_name, r) => {
    const path = fill(r.path, ownerOf(r.auth));
    const before = writes();
    const res = await send(r, path, w.other.auth);
    expect(res.status).toBe(403);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(["code", "message"]);
    expect(writes()).toEqual(before);
  });

  it.each(scoped(["partner"])().map((r) => [`${r.method} ${r.path}`, r]))(
    "%s × a non-partner's own id → 403",
    async (_name, r) => {
      const res = await send(r, fill(r.path, w.individual), w.individual.auth);
      expect(res.status).toBe(403);
    },
  );

  it.each(scoped(["professional"])().map((r) => [`${r.method} ${r.path}`, r]))(
    "%s × a non-professional's own id → 403",
    async (_name, r) => {
      const res = await send(r, fill(r.path, w.partner), w.partner.auth);
      expect(res.status).toBe(403);
    },
  );

  it.each(
    scoped(["user", "self", "partner", "professional", "creator"])().map((r) => [
      `${r.method} ${r.path}`,
      r,
    ]),
  )("%s × no token → 401 with no data", async (_name, r) => {
    const before = writes();
    const res = await send(r, fill(r.path, ownerOf(r.auth)), {});
    expect(res.status).toBe(401);
    expect(Object.keys(await json(res))).toEqual(["code", "message"]);
    expect(writes()).toEqual(before);
  });

  it.each(
    scoped(["optional", "user", "self", "partner", "professional", "creator"])().map((r) => [
      `${r.method} ${r.path}`,
      r,
    ]),
  )("%s × a revoked token → 401", async (_name, r) => {
    const res = await send(r, fill(r.path, ownerOf(r.auth)), {
      authorization: "Bearer not-a-real-token",
    });
    expect(res.status).toBe(401);
  });
});

describe("generated happy path", () => {
  it.each(table().map((r) => [`${r.method} ${r.path}`, r]))(
    "%s answers its owner with 2xx",
    async (_name, r) => {
      // Signing out revokes the token: use a session of its own.
      const owner =
        r.path === "/api/auth/logout" ? await loginAs(t, "demo-individual") : ownerOf(r.auth);
      const res = await send(r, fill(r.path, owner), owner.auth);
      const limit = r.path === "/api/login" ? 400 : 300; // a redirect to the login page
      expect(res.status, await res.clone().text()).toBeLessThan(limit);
    },
  );
});
