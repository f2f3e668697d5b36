import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import webPush from "web-push";
import { eventReminders } from "../db/schema.ts";
import { fakeBrowser, startPushEndpoint } from "../testing/push-endpoint.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import { savePushSubscription } from "./calendar-push-service.ts";
import { MAX_PUSH_ATTEMPTS, PUSH_LEASE_MS, pushBackoffMs, runPushTick } from "./push-job.ts";

let t: TestApp;
let w: World;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
const vapid = webPush.generateVAPIDKeys();
const config = { ...vapid, subject: "mailto:ops@culturewell.example" };

beforeEach(async () => {
  t = await createTestApp({ webPush: config });
  w = await buildWorld(t);
  endpoint = await startPushEndpoint();
});
afterEach(async () => {
  await endpoint.close();
  await t.close();
});

// The world's "World walk" starts 2030-06-10T16:00Z with a 1h reminder: due from 15:00.
const NOW = new Date("2030-06-10T15:30:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

async function subscribe(path: string) {
  const browser = fakeBrowser();
  const sub = { endpoint: `${endpoint.origin}${path}`, keys: browser.keys };
  await savePushSubscription(t.db, w.individual.user.id, sub, NOW);
  return browser;
}
const tick = (now: Date, db = t.db) =>
  runPushTick(db, config, now, { testOnlyAllowEndpoint: endpoint.allow, timeoutMs: 500 });
const reminder = async () =>
  (
    await t.query<{
      sent: number;
      sent_at: string | null;
      push_attempts: number;
      push_next_at: string | null;
    }>(
      "SELECT sent, sent_at, push_attempts, push_next_at FROM event_reminders WHERE id = ?",
      w.calendar.reminderId,
    )
  )[0];
const subscriptionCount = async () =>
  (await t.query("SELECT endpoint FROM push_subscriptions")).length;

describe("Web Push sender (docs/calendar-feed.md)", () => {
  it("sends the due reminder encrypted (aes128gcm) and VAPID-signed, once", async () => {
    const browser = await subscribe("/push/a");
    expect((await tick(NOW)).outcomes).toEqual(["sent"]);
    expect(endpoint.received).toHaveLength(1);
    const [request] = endpoint.received;
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(Number(request?.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(browser.decrypt(request?.body ?? Buffer.alloc(0)))).toEqual({
      title: "World walk",
      body: "2030-06-10T16:00:00.000Z",
      tag: `reminder-${w.calendar.reminderId}`,
      url: "/calendar",
    });
    expect(await reminder()).toMatchObject({
      sent: 1,
      sent_at: NOW.toISOString(),
      push_next_at: null,
    });

    // The same tick again (another node), the next ticks, and a restarted node: nothing more.
    expect((await tick(NOW)).ran).toBe(false);
    expect((await tick(at(1))).outcomes).toEqual([]);
    const restarted = await t.anotherNode();
    expect((await tick(at(2), restarted.db)).outcomes).toEqual([]);
    expect(endpoint.received).toHaveLength(1);
  });

  it("removes a subscription the push service says is gone (410, 404)", async () => {
    await subscribe("/push/gone");
    await subscribe("/push/missing");
    endpoint.answer("/push/gone", 410);
    endpoint.answer("/push/missing", 404);
    expect((await tick(NOW)).outcomes.sort()).toEqual(["gone", "gone"]);
    expect(await subscriptionCount()).toBe(0);
    // Nobody got it and nothing is worth repeating: given up, without a sent time.
    expect(await reminder()).toMatchObject({ sent: 1, sent_at: null });
  });

  it("retries a 5xx later with a growing backoff, and stops after the attempts", async () => {
    await subscribe("/push/busy");
    endpoint.answer("/push/busy", 503);
    expect((await tick(NOW)).outcomes).toEqual(["retry"]);
    expect(await reminder()).toMatchObject({
      sent: 0,
      push_attempts: 1,
      push_next_at: new Date(NOW.getTime() + pushBackoffMs(1)).toISOString(),
    });
    expect((await tick(at(0.5))).ran).toBe(false); // same tick
    expect(endpoint.received).toHaveLength(1);

    endpoint.answer("/push/busy", 201);
    expect((await tick(at(1))).outcomes).toEqual(["sent"]);
    expect(await reminder()).toMatchObject({
      sent: 1,
      push_attempts: 2,
      sent_at: at(1).toISOString(),
    });
    expect(await subscriptionCount()).toBe(1);
  });

  it(`gives up after ${MAX_PUSH_ATTEMPTS} failed tries (5xx or a request that times out)`, async () => {
    await subscribe("/push/down");
    endpoint.answer("/push/down", "hang");
    let minutes = 0;
    for (let attempt = 1; attempt <= MAX_PUSH_ATTEMPTS; attempt++) {
      if (attempt === 2) endpoint.answer("/push/down", 500);
      expect((await tick(at(minutes))).outcomes).toEqual(["retry"]);
      minutes += pushBackoffMs(attempt) / 60_000;
    }
    expect(await reminder()).toMatchObject({
      sent: 1,
      sent_at: null,
      push_attempts: MAX_PUSH_ATTEMPTS,
    });
    expect((await tick(at(minutes + 1))).outcomes).toEqual([]);
    expect(endpoint.received).toHaveLength(MAX_PUSH_ATTEMPTS);
  });

  it("never calls an endpoint outside the known push services, and forgets it", async () => {
    const browser = fakeBrowser();
    const local = `https://127.0.0.1:${new URL(endpoint.origin).port}/push/inward`;
    await savePushSubscription(
      t.db,
      w.individual.user.id,
      { endpoint: local, keys: browser.keys },
      NOW,
    );
    await savePushSubscription(
      t.db,
      w.individual.user.id,
      { endpoint: `${endpoint.origin}/push/plain`, keys: fakeBrowser().keys },
      NOW,
    );
    // Without the test-only option, the local HTTP endpoint is refused as well.
    const outcomes = (await runPushTick(t.db, config, NOW)).outcomes;
    expect(outcomes).toEqual(["gone", "gone"]);
    expect(endpoint.received).toEqual([]);
    expect(await subscriptionCount()).toBe(0);
  });

  it("leaves a claim in flight alone until its lease ends (a node died while sending)", async () => {
    await subscribe("/push/a");
    // What a claim commits before its requests; the node then died before recording them.
    const lease = new Date(NOW.getTime() + PUSH_LEASE_MS).toISOString();
    await t.db.write(async (tx) => {
      await tx
        .update(eventReminders)
        .set({ pushAttempts: 1, pushNextAt: lease })
        .where(eq(eventReminders.id, w.calendar.reminderId));
    });
    expect((await tick(at(1))).outcomes).toEqual([]);
    expect((await tick(at(PUSH_LEASE_MS / 60_000))).outcomes).toEqual(["sent"]);
    expect(endpoint.received).toHaveLength(1);
    expect(await reminder()).toMatchObject({ sent: 1, push_attempts: 2 });
  });

  it("pushes the new due time again after the event moved", async () => {
    await subscribe("/push/a");
    await tick(NOW);
    const res = await t.app.request(`/api/calendar-events/${w.calendar.eventId}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...w.individual.auth },
      body: JSON.stringify({
        title: "World walk",
        startTime: "2030-06-10T16:30:00.000Z",
        endTime: "2030-06-10T17:30:00.000Z",
      }),
    });
    expect(res.status).toBe(200);
    expect(await reminder()).toMatchObject({ sent: 0, push_attempts: 0, push_next_at: null });
    expect((await tick(at(1))).outcomes).toEqual(["sent"]);
    expect(endpoint.received).toHaveLength(2);
  });
});
