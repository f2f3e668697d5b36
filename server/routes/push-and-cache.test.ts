import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// One malformed queued element costs only itself; caches never keep private answers.

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const mood = () => ({
  id: uuidv7(),
  name: "mood.log",
  args: { id: uuidv7(), mood: "lonely", intensity: 5 },
  createdAt: new Date().toISOString(),
});

describe("a malformed element in a push", () => {
  it("refuses that element alone and applies the rest", async () => {
    const good = [mood(), mood()];
    const badWithId = { id: uuidv7(), name: "mood.log", args: {}, createdAt: "yesterday" };
    // biome-ignore lint/suspicious/noExplicitAny: malformed on purpose
    const elements: any[] = [good[0], null, badWithId, 42, good[1]];
    const { status, body } = await pushAs(t, w.individual, elements);
    expect(status).toBe(200);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "rejected",
      "rejected",
      "rejected",
      "applied",
    ]);
    expect(body.results[1]).toMatchObject({ id: "", error: { code: "invalid_input" } });
    expect(body.results[2]).toMatchObject({ id: badWithId.id, error: { code: "invalid_input" } });

    // Stored: the same malformed element again gets the same answer, and never applies.
    const again = await pushAs(t, w.individual, [badWithId]);
    expect(again.body.results[0]).toMatchObject({ id: badWithId.id, status: "rejected" });
  });
});

describe("Cache-Control", () => {
  it("is no-store on private answers, and on refusals", async () => {
    const me = await t.app.request(`/api/users/${w.individual.user.id}/profile`, {
      headers: w.individual.auth,
    });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const user = await t.app.request("/api/auth/user", { headers: w.individual.auth });
    expect(user.headers.get("cache-control")).toBe("no-store");
    const login = await t.post("/api/auth/login", { username: "nobody", password: "x" });
    expect(login.headers.get("cache-control")).toBe("no-store");
    // The health check reports the database now: no one may keep it.
    const health = await t.app.request("/api/health");
    expect(health.headers.get("cache-control")).toBe("no-store");
  });

  it("gives public reads an ETag and no-cache, and answers 304 to a matching If-None-Match", async () => {
    for (const path of ["/api/experiences", "/api/tickets/public-key"]) {
      const first = await t.app.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const tag = first.headers.get("etag");
      expect(tag).toBeTruthy();
      const second = await t.app.request(path, { headers: { "if-none-match": tag ?? "" } });
      expect(second.status).toBe(304);
    }
    const list = await json(await t.app.request("/api/experiences"));
    const one = await t.app.request(`/api/experiences/${list[0].id}`);
    expect(one.headers.get("etag")).toBeTruthy();
  });
});
