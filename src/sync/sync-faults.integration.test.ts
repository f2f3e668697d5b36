import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { countRows, expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * The network misbehaves between a real engine (fake-indexeddb) and the real server: every
 * queued mutation must still be applied exactly once, in order, and the device must end equal
 * to the server.
 */

let server: InProcessServer;
let client: TestClient;
let userId: string;

beforeEach(async () => {
  server = await startInProcessServer();
  client = createTestClient(server, { pushBatchSize: 4 });
  const alex = await server.login("demo-individual");
  userId = alex.userId;
  await client.signIn(alex);
  expect(await client.engine.sync()).toBe("synced");
});
afterEach(() => server.close());

async function queueMoods(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const mood = await client.queue("mood.log", { id: uuidv7(), mood: "joyful", intensity: 1 + i });
    ids.push(mood.mutationId);
  }
  return ids;
}

const moodsOnServer = () => countRows(server, "mood_entries", "user_id = ?", userId);

describe("faults between device and server", () => {
  it("a response lost after the server committed is retried without a second effect", async () => {
    const queued = await queueMoods(3);
    client.faulty.plan("drop-response");

    expect(await client.engine.sync()).toBe("offline");
    expect(await moodsOnServer()).toBe(3); // the server did commit…
    expect(await client.db.outbox.count()).toBe(3); // …but the device could not know
    expect(client.engine.store.getState()).toMatchObject({ lastError: "offline", online: false });
    expect(client.timers.scheduled.filter((t) => !t.cancelled)).toHaveLength(1);

    expect(await client.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(3);
    await expectConverged(server, client, queued);
  });

  it("a 503 in the middle of a batch keeps the batch and finishes it later", async () => {
    const queued = await queueMoods(10);
    client.faulty.plan("none", "partial-503"); // second batch: half applied, then 503

    expect(await client.engine.sync()).toBe("failed");
    expect(await moodsOnServer()).toBe(6);
    expect(await client.db.outbox.count()).toBe(6);
    const entry = await client.db.outbox.orderBy("seq").first();
    expect(entry).toMatchObject({ attempts: 1, lastError: expect.stringContaining("503") });

    expect(await client.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(10);
    await expectConverged(server, client, queued);
  });

  it("the same push delivered twice, one after the other, applies once", async () => {
    const queued = await queueMoods(4);
    client.faulty.plan("duplicate");
    expect(await client.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(4);
    await expectConverged(server, client, queued);
  });

  it("the same push delivered twice at the same time applies once", async () => {
    const queued = await queueMoods(4);
    const e = await client.db.experiences.toCollection().first();
    queued.push(
      (await client.queue("favorite.add", { id: uuidv7(), experienceId: e!.id })).mutationId,
    );
    client.faulty.plan("concurrent", "concurrent");
    expect(await client.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(4);
    expect(await countRows(server, "user_favorites", "user_id = ?", userId)).toBe(1);
    await expectConverged(server, client, queued);
  });

  it("a failed request before the server is reached backs off with growing delays", async () => {
    const queued = await queueMoods(1);
    client.faulty.decide = () => "fail-before";
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(await client.engine.sync()).toBe("offline");
      delays.push(client.timers.scheduled.filter((t) => !t.cancelled).at(-1)!.ms);
    }
    // 1 s doubling, each within [half, full] of its step (jitter).
    delays.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(500 * 2 ** i);
      expect(ms).toBeLessThanOrEqual(1000 * 2 ** i);
    });
    client.faulty.decide = () => "none";
    client.timers.flush(); // the backoff timer fires and syncs
    await client.engine.sync();
    await expectConverged(server, client, queued);
  });

  it("a reload (new engine) with a pending outbox sends it once", async () => {
    const queued = await queueMoods(5);
    client.faulty.plan("drop-response");
    expect(await client.engine.sync()).toBe("offline");
    client.engine.stop();

    const reloaded = client.reload();
    expect(await reloaded.db.outbox.count()).toBe(5);
    expect(await reloaded.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(5);
    await expectConverged(server, reloaded, queued);
  });

  it("delayed and lost answers across many rounds still converge", async () => {
    const queued: string[] = [];
    const e = await client.db.experiences.toArray();
    for (let round = 0; round < 5; round++) {
      queued.push(...(await queueMoods(3)));
      const target = e[round % e.length]!;
      const fav = await client.queue("favorite.add", { id: uuidv7(), experienceId: target.id });
      const unfav = await client.queue("favorite.remove", { experienceId: target.id });
      queued.push(fav.mutationId, unfav.mutationId);
      client.faulty.plan("delay", "drop-response", "delay");
      await client.engine.sync();
    }
    client.faulty.decide = () => "none";
    expect(await client.engine.sync()).toBe("synced");
    expect(await moodsOnServer()).toBe(15);
    expect(await countRows(server, "user_favorites", "user_id = ?", userId)).toBe(0);
    await expectConverged(server, client, queued);
  });
});
