import { count } from "drizzle-orm";
import { type Handler, Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { authenticate } from "../auth/middleware.ts";
import { changeLog } from "../db/schema.ts";
import { refusalBody, ServiceError, STATUS_BY_KIND } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { type Account, signUp } from "../testing/accounts.ts";
import { call } from "../testing/http.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, fillPath, sampleBody, type World } from "../testing/world.ts";
import type { AuthKind } from "./route-spec.ts";

/**
 * Who may call each /api route, WRITTEN OUT BY HAND from README "API" (STYLE habit
 * 17). It is deliberately not read from the route table: a list derived from the table agrees
 * with any change to it, so "self" → "user" on a mood diary would pass. Changing a guard, adding
 * a route or removing one therefore means changing this list too, in the same review.
 */
const EXPECTED = {
  // The routes the old client calls.
  "POST /api/auth/login": "public",
  "POST /api/auth/signup": "public",
  "GET /api/auth/user": "user",
  "GET /api/experiences": "public",
  "GET /api/experiences/:id": "public",
  "POST /api/experiences": "user",
  "PUT /api/experiences/:id": "creator",
  "GET /api/experiences/:id/inquiries": "creator",
  "POST /api/inquiries": "user",
  "POST /api/user-experiences": "user",
  "GET /api/users/:id/experiences": "self",
  "GET /api/users/:id/profile": "self",
  "PATCH /api/users/:id": "self",
  "GET /api/users/:id/recommendations": "self",
  "GET /api/users/:id/favorites": "self",
  "GET /api/users/:id/latest-mood": "self",
  "GET /api/users/:id/mood-recommendations": "self",
  "GET /api/users/:id/mood-entries": "self",
  "POST /api/mood-entries": "user",
  "POST /api/newsletter/subscribe": "public",
  "GET /api/users/:id/calendar-events": "self",
  "POST /api/calendar-events": "user",
  "GET /api/users/:id/upcoming-experiences": "self",
  "GET /api/professionals/:id/referrals": "professional",
  "GET /api/partner-updates": "user",
  "GET /api/partners/:id/experiences": "partner",
  "GET /api/partners/:id/booking-stats": "partner",
  "GET /api/partners/:id/inquiries": "partner",
  "GET /api/login": "public",
  // Ours (README "API").
  "GET /api/health": "public",
  "POST /api/auth/logout": "user",
  "POST /api/contact": "public",
  "POST /api/users/:id/favorites": "self",
  "DELETE /api/users/:id/favorites/:experienceId": "self",
  "POST /api/professionals/:id/referrals": "professional",
  "POST /api/sync/push": "user",
  "GET /api/sync/pull": "optional",
  // Live pokes (docs/decisions/0022-live-pokes.md): visitors hear the public stream.
  "GET /api/events": "optional",
  // Tickets and the door.
  "GET /api/tickets/public-key": "public",
  "POST /api/door/verify": "door",
  // Calendar: events and reminders are checked for ownership by their services.
  "PUT /api/calendar-events/:eventId": "user",
  "DELETE /api/calendar-events/:eventId": "user",
  "GET /api/users/:id/event-reminders": "self",
  "POST /api/event-reminders": "user",
  "POST /api/event-reminders/:reminderId/dismiss": "user",
  "DELETE /api/event-reminders/:reminderId": "user",
  "GET /api/users/:id/calendar-feed": "self",
  "POST /api/users/:id/calendar-feed": "self",
  "DELETE /api/users/:id/calendar-feed": "self",
  // The secret in the path is the credential (calendar apps send no token).
  "GET /api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}": "public",
  // The account: change password, download my data, delete my account.
  "POST /api/auth/change-password": "user",
  "GET /api/users/:id/export": "self",
  // The same export, one table as CSV (docs/account-export.md).
  "GET /api/users/:id/export.csv": "self",
  "DELETE /api/users/:id": "self",
  // Web Push of due reminders: the browser's subscription is the caller's own.
  "GET /api/push/public-key": "public",
  "POST /api/push-subscriptions": "user",
  "DELETE /api/push-subscriptions": "user",
  // Referrals: the referrals a client received.
  "GET /api/users/:id/referrals": "self",
  // A partner's impact on visitors, aggregated over at least 10 people (docs/privacy.md).
  "GET /api/partners/:id/impact": "partner",
} as const satisfies Record<string, AuthKind>;

interface Row {
  key: string;
  method: string;
  path: string;
  auth: AuthKind;
}

const expected: Row[] = Object.entries(EXPECTED).map(([key, auth]) => {
  const [method = "", path = ""] = key.split(" ");
  return { key, method, path, auth };
});
/** `[name, row]` pairs for it.each, for the hand-listed routes of these kinds. */
const listed = (...kinds: AuthKind[]) =>
  expected.filter((r) => kinds.includes(r.auth)).map((r) => [r.key, r] as const);

// Top-level await: `it.each` needs the accounts while the file is collected.
const t: TestApp = await createTestApp();
const w: World = await buildWorld(t);
// Intruders of the owner's own type, so a refusal can only come from "not yours", never from
// "wrong user type".
const otherPartner: Account = await signUp(t, "other-partner", "cultural_partner");
const otherProfessional: Account = await signUp(t, "other-professional", "professional");
afterAll(() => t.close());

/** Whose data a route is about when we call it (whose id goes into `:id`). */
function ownerOf(auth: AuthKind): Account {
  if (auth === "partner" || auth === "creator" || auth === "door") return w.partner;
  if (auth === "professional") return w.professional;
  return w.individual;
}

/** A signed-in user of the owner's type who is not the owner (not the creator, for creator). */
function intruderFor(auth: AuthKind): Account {
  if (auth === "partner" || auth === "creator" || auth === "door") return otherPartner;
  if (auth === "professional") return otherProfessional;
  return w.other;
}

/** Calls a route about `owner`'s data with these auth headers ({}: no token) and a valid body. */
function request(r: Row, owner: Account, auth: Record<string, string>) {
  const body = sampleBody(r.method, r.path, w);
  return call(t, r.method, fillPath(r.path, owner, w), { auth, body });
}

/** Every data change appends to change_log; a refusal must leave it as it was. */
const writes = async () => (await t.db.select({ n: count() }).from(changeLog).get())?.n;

async function expectRefused(r: Row, caller: Account | null, status: 401 | 403, who: string) {
  const before = await writes();
  const res = await request(r, ownerOf(r.auth), caller ? caller.auth : {});
  expect(res.status, `${r.key} called by ${who}`).toBe(status);
  // No data: the body is the refusal's message and nothing else.
  expect(Object.keys(res.body ?? {}), `${r.key} answer body for ${who}`).toEqual([
    "code",
    "message",
  ]);
  expect(await writes(), `${r.key} wrote for ${who}`).toEqual(before);
}

describe("the route table declares the hand-written guards", () => {
  const declared = () => new Map(t.app.routeTable.map((r) => [`${r.method} ${r.path}`, r.auth]));

  it.each(expected.map((r) => [r.key, r.auth, r] as const))("%s is %s", (_key, _auth, r) => {
    const kind = declared().get(r.key) ?? "(absent from the route table)";
    expect(kind, `guard of ${r.key}`).toBe(r.auth);
  });

  it("has no route the hand-written list lacks", () => {
    const unlisted = [...declared()].filter(([key]) => !(key in EXPECTED));
    expect(unlisted, "routes in the table without a guard written out in EXPECTED").toEqual([]);
  });
});

describe("who is refused (driven by the hand-written list)", () => {
  it.each(listed("self", "partner", "professional", "creator", "door"))(
    "%s × another signed-in user of the owner's type → 403, no data, no write",
    (_key, r) => expectRefused(r, intruderFor(r.auth), 403, "another user"),
  );

  it.each(listed("self"))("%s × a partner and a professional → 403", async (_key, r) => {
    await expectRefused(r, w.partner, 403, "a partner");
    await expectRefused(r, w.professional, 403, "a professional");
  });

  it.each(listed("partner"))("%s × a non-partner, with their own id → 403", async (_key, r) => {
    for (const [who, account] of [
      ["an individual", w.individual],
      ["a professional", w.professional],
    ] as const) {
      const res = await request(r, account, account.auth);
      expect(res.status, `${r.key} called by ${who} with their own id`).toBe(403);
      expect(Object.keys(res.body), `${r.key} answer body for ${who}`).toEqual(["code", "message"]);
    }
  });

  it.each(listed("professional"))(
    "%s × a non-professional, with their own id → 403",
    async (_key, r) => {
      for (const [who, account] of [
        ["an individual", w.individual],
        ["a partner", w.partner],
      ] as const) {
        const res = await request(r, account, account.auth);
        expect(res.status, `${r.key} called by ${who} with their own id`).toBe(403);
        expect(Object.keys(res.body), `${r.key} answer body for ${who}`).toEqual([
          "code",
          "message",
        ]);
      }
    },
  );

  it.each(listed("user", "self", "partner", "professional", "creator", "door"))(
    "%s × no token → 401, no data, no write",
    (_key, r) => expectRefused(r, null, 401, "an anonymous caller"),
  );

  it.each(listed("optional", "user", "self", "partner", "professional", "creator", "door"))(
    "%s × a revoked token → 401",
    async (_key, r) => {
      const res = await request(r, ownerOf(r.auth), { authorization: "Bearer not-a-real-token" });
      expect(res.status, `${r.key} called with a revoked token`).toBe(401);
    },
  );

  it.each(listed("public", "optional"))("%s × no token → answered", async (_key, r) => {
    const res = await request(r, w.individual, {});
    expect([401, 403], `${r.key} refused an anonymous caller`).not.toContain(res.status);
    expect(
      res.status,
      `${r.key} for an anonymous caller: ${JSON.stringify(res.body)}`,
    ).toBeLessThan(400);
  });
});

/**
 * The route handlers mounted WITHOUT their guards, behind the same authentication: what the
 * services alone still refuse. Every read of one user's data gets the caller as its viewer and
 * checks it, so a guard that is lost or weakened does not turn into a leak.
 */
function unguardedApp(): Hono<AppEnv> {
  const accounts = [w.individual, w.partner, w.professional, w.other, otherPartner];
  const users = new Map(accounts.concat(otherProfessional).map((a) => [a.token, a.user]));
  const app = new Hono<AppEnv>();
  app.use(
    "/api/*",
    authenticate(async (token) => users.get(token) ?? null),
  );
  // app.on(method, path, guard, handler) records the guard first: the last one is the handler.
  const handlers = new Map<string, Handler<AppEnv>>();
  for (const r of t.app.routes) {
    if (r.path.startsWith("/api/") && r.method !== "ALL") {
      handlers.set(`${r.method} ${r.path}`, r.handler as Handler<AppEnv>);
    }
  }
  for (const [key, handler] of handlers) {
    const [method = "", path = ""] = key.split(" ");
    app.on(method, path, handler);
  }
  app.onError((err, c) =>
    err instanceof ServiceError
      ? c.json(refusalBody(err), STATUS_BY_KIND[err.kind])
      : c.json({ message: String(err) }, 500),
  );
  return app;
}

describe("defence in depth: reads refuse another user even without their guard", () => {
  const bare = unguardedApp();
  const reads = listed("self", "partner", "professional", "creator").filter(
    ([, r]) => r.method === "GET",
  );

  it.each(reads)("%s × another user, guard removed → 403 and no data", async (_key, r) => {
    const owner = ownerOf(r.auth);
    const res = await bare.request(fillPath(r.path, owner, w), {
      headers: intruderFor(r.auth).auth,
    });
    expect(res.status, `${r.key} without its guard, called by another user`).toBe(403);
    expect(Object.keys(await json(res))).toEqual(["code", "message"]);
  });

  it.each(reads)("%s × its owner, guard removed → 200", async (_key, r) => {
    const owner = ownerOf(r.auth);
    const res = await bare.request(fillPath(r.path, owner, w), { headers: owner.auth });
    expect(res.status, `${r.key} without its guard, called by its owner`).toBe(200);
  });
});
