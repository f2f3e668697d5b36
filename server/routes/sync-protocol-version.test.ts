import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { checkSyncProtocol } from "../services/sync-service.ts";
import { type Account, loginAs } from "../testing/accounts.ts";
import { mutation } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let alex: Account;
beforeEach(async () => {
  t = await createTestApp();
  alex = await loginAs(t, "demo-individual");
});
afterEach(() => t.close());

const pull = (headers: Record<string, string> = {}) =>
  t.app.request("/api/sync/pull?cursor=0&limit=5", { headers: { ...alex.auth, ...headers } });

const push = (headers: Record<string, string> = {}) =>
  t.post(
    "/api/sync/push",
    {
      clientId: uuidv7(),
      mutations: [mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 6 })],
    },
    { ...alex.auth, ...headers },
  );

const moodCount = async () =>
  (await t.query<{ n: number }>("select count(*) as n from mood_entries"))[0]?.n;

describe("sync protocol version", () => {
  it("serves version 1 and, as version 1, apps that send no header (installed before it)", async () => {
    expect((await pull({ "X-Sync-Protocol": "1" })).status).toBe(200);
    expect((await pull()).status).toBe(200);
    expect((await push()).status).toBe(200);
    // A newer client is served as this server's version: the wire only grows.
    expect((await push({ "x-sync-protocol": "7" })).status).toBe(200);
  });

  it("refuses a version below the minimum with 426 client_outdated, before reading the push", async () => {
    const before = await moodCount();
    for (const res of [
      await pull({ "X-Sync-Protocol": "0" }),
      await push({ "X-Sync-Protocol": "0" }),
    ]) {
      expect(res.status).toBe(426);
      expect(await json(res)).toEqual({
        code: "client_outdated",
        message: expect.stringContaining("Reload"),
        minSupported: 1,
      });
    }
    expect(await moodCount()).toBe(before);
  });

  it("refuses signed-out pulls the same way", async () => {
    const res = await t.app.request("/api/sync/pull", { headers: { "X-Sync-Protocol": "0" } });
    expect(res.status).toBe(426);
  });

  it("answers 400 to a header that is not a whole number", async () => {
    const res = await pull({ "X-Sync-Protocol": "one" });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: "sync_protocol_invalid",
      message: "X-Sync-Protocol must be a whole number",
    });
  });

  it("once the minimum is raised, apps without the header are outdated too", () => {
    expect(checkSyncProtocol(undefined, 2)?.code).toBe("client_outdated");
    expect(checkSyncProtocol("1", 2)?.code).toBe("client_outdated");
    expect(checkSyncProtocol("2", 2)).toBeNull();
  });
});
