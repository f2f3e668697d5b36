import { afterEach, describe, expect, it } from "vitest";
import { MAX_PUSH_SUBSCRIPTIONS } from "../services/calendar-push-service.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld } from "../testing/world.ts";

let t: TestApp;
afterEach(() => t.close());

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
const subscription = (endpoint = ENDPOINT) => ({
  endpoint,
  keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
});
const WEB_PUSH = {
  webPush: {
    publicKey: `B${"x".repeat(86)}`,
    privateKey: "p".repeat(43),
    subject: "mailto:o@x.org",
  },
};
const rows = () =>
  t.query<{ user_id: string; endpoint: string }>(
    "SELECT user_id, endpoint FROM push_subscriptions",
  );

describe("Web Push subscriptions (docs/calendar-feed.md)", () => {
  it("says push is off without WEB_PUSH, and gives the VAPID public key when on", async () => {
    t = await createTestApp();
    expect((await call(t, "GET", "/api/push/public-key")).body).toEqual({
      enabled: false,
      publicKey: null,
    });
    await t.close();
    const publicKey = `B${"x".repeat(86)}`;
    t = await createTestApp({
      webPush: { publicKey, privateKey: "p".repeat(43), subject: "mailto:ops@example.org" },
    });
    expect((await call(t, "GET", "/api/push/public-key")).body).toEqual({
      enabled: true,
      publicKey,
    });
  });

  it("stores a browser's subscription once per endpoint, for the caller, and removes only theirs", async () => {
    t = await createTestApp(WEB_PUSH);
    const w = await buildWorld(t);
    const save = (auth: Record<string, string>, endpoint?: string) =>
      call(t, "POST", "/api/push-subscriptions", { auth, body: subscription(endpoint) });
    expect((await save(w.individual.auth)).status).toBe(201);
    expect((await save(w.individual.auth)).status).toBe(201);
    expect(await rows()).toEqual([{ user_id: w.individual.user.id, endpoint: ENDPOINT }]);

    // Another user cannot remove it; the same browser signed in as someone else takes it over.
    const other = { auth: w.other.auth, body: { endpoint: ENDPOINT } };
    expect((await call(t, "DELETE", "/api/push-subscriptions", other)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
    await save(w.other.auth);
    expect(await rows()).toEqual([{ user_id: w.other.user.id, endpoint: ENDPOINT }]);
    expect((await call(t, "DELETE", "/api/push-subscriptions", other)).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("refuses what is not a push subscription, field by field", async () => {
    t = await createTestApp(WEB_PUSH);
    const w = await buildWorld(t);
    const bad = await call(t, "POST", "/api/push-subscriptions", {
      auth: w.individual.auth,
      body: { endpoint: "http://insecure.example.org/x", keys: { p256dh: "short", auth: "" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_input");
    expect(Object.keys(bad.body.errors).sort()).toEqual(["endpoint", "keys.auth", "keys.p256dh"]);
    const anonymous = await call(t, "POST", "/api/push-subscriptions", { body: subscription() });
    expect(anonymous.status).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it("refuses a subscription while push is off: nothing would ever be sent to it", async () => {
    t = await createTestApp();
    const w = await buildWorld(t);
    const res = await call(t, "POST", "/api/push-subscriptions", {
      auth: w.individual.auth,
      body: subscription(),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("push_disabled");
    expect(await rows()).toEqual([]);
  });

  it.each([
    "https://169.254.169.254/latest/meta-data",
    "https://127.0.0.1:3503/api/x",
    "https://[::1]/x",
    "https://localhost/x",
    "https://intranet/x",
    "https://db.internal/x",
    "https://push.example.org/send/x", // public, but not a push service
    "https://fcm.googleapis.com.evil.example/x",
    "https://fcm.googleapis.com:8443/x",
    "https://user@fcm.googleapis.com/x",
  ])("refuses an endpoint that is not a known push service: %s", async (endpoint) => {
    t = await createTestApp(WEB_PUSH);
    const w = await buildWorld(t);
    const res = await call(t, "POST", "/api/push-subscriptions", {
      auth: w.individual.auth,
      body: subscription(endpoint),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ endpoint: "push_service_unknown" });
    expect(await rows()).toEqual([]);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://wns2-par02p.notify.windows.com/w/?token=abc",
    "https://web.push.apple.com/QGx-abc",
  ])("accepts a browser's push service: %s", async (endpoint) => {
    t = await createTestApp(WEB_PUSH);
    const w = await buildWorld(t);
    const res = await call(t, "POST", "/api/push-subscriptions", {
      auth: w.individual.auth,
      body: subscription(endpoint),
    });
    expect(res.status).toBe(201);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per user, dropping the oldest`, async () => {
    t = await createTestApp(WEB_PUSH);
    const w = await buildWorld(t);
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 3; i++) {
      t.clock.advance(1000);
      const endpoint = `https://fcm.googleapis.com/fcm/send/device-${i}`;
      const res = await call(t, "POST", "/api/push-subscriptions", {
        auth: w.individual.auth,
        body: subscription(endpoint),
      });
      expect(res.status).toBe(201);
    }
    const kept = (await rows()).map((r) => r.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(kept).not.toContain("https://fcm.googleapis.com/fcm/send/device-0");
    expect(kept).toContain(
      `https://fcm.googleapis.com/fcm/send/device-${MAX_PUSH_SUBSCRIPTIONS + 2}`,
    );
  });
});
