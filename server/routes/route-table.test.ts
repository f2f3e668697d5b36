import { afterAll, describe, expect, it } from "vitest";
import type { Account } from "../testing/accounts.ts";
import { loginAs, signUp } from "../testing/accounts.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, fillPath, sampleBody, type World } from "../testing/world.ts";
import type { AuthKind } from "./route-spec.ts";

/**
 * The route table is what the app mounts, and every route answers its owner. Who may NOT call
 * a route is pinned by hand in authorization.test.ts, never derived from this table.
 */

// Top-level await: `it.each` needs the table while the file is collected.
// Push on: with it off, subscribing is refused by design (push.routes.test.ts).
const t: TestApp = await createTestApp({
  webPush: {
    publicKey: `B${"x".repeat(86)}`,
    privateKey: "p".repeat(43),
    subject: "mailto:o@x.org",
  },
});
const w: World = await buildWorld(t);
afterAll(() => t.close());

type Row = { method: string; path: string; auth: AuthKind };

/**
 * Routes any signed-in user may call (guard "user") whose service acts for partners only:
 * listing an experience (docs/decisions/0009-who-lists-experiences.md).
 */
const PARTNER_ACTIONS = new Set(["POST /api/experiences"]);

/** Routes that change or end the account they are called with: each gets a fresh account. */
const ACCOUNT_CHANGES = new Set(["POST /api/auth/change-password", "DELETE /api/users/:id"]);

/** The account a route belongs to. */
function ownerOf(auth: AuthKind, key = ""): Account {
  if (auth === "partner" || auth === "creator" || auth === "door") return w.partner;
  if (PARTNER_ACTIONS.has(key)) return w.partner;
  if (auth === "professional") return w.professional;
  return w.individual;
}

function send(r: Row, path: string, headers: Record<string, string>) {
  const body = sampleBody(r.method, r.path, w);
  return t.app.request(path, {
    method: r.method,
    headers: { "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const table = (): Row[] => t.app.routeTable;

describe("route table", () => {
  it("is exactly what the app mounts under /api", () => {
    const mounted = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    const listed = table().map((r) => `${r.method} ${r.path}`);
    expect(new Set(mounted)).toEqual(new Set(listed));
    expect(listed.length).toBe(new Set(listed).size);
  });
});

describe("generated happy path", () => {
  it.each(table().map((r) => [`${r.method} ${r.path}`, r]))(
    "%s answers its owner with 2xx",
    async (_name, r) => {
      // Signing out revokes the token: use a session of its own.
      const key = `${r.method} ${r.path}`;
      const owner =
        r.path === "/api/auth/logout"
          ? await loginAs(t, "demo-individual")
          : ACCOUNT_CHANGES.has(key)
            ? await signUp(t, `account-${r.method.toLowerCase()}`)
            : ownerOf(r.auth, key);
      const res = await send(r, fillPath(r.path, owner, w), owner.auth);
      const limit = r.path === "/api/login" ? 400 : 300; // a redirect to the login page
      // The live-pokes stream never ends: its status is the answer (events.routes.test.ts).
      const endless = res.headers.get("content-type")?.startsWith("text/event-stream");
      if (endless) await res.body?.cancel();
      expect(res.status, endless ? r.path : await res.clone().text()).toBeLessThan(limit);
    },
  );
});
