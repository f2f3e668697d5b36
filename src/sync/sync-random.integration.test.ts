import { afterAll, afterEach, beforeAll, expect, it, onTestFailed, vi } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import type { MutationInput, MutationName } from "#domain/mutations.ts";
import type { Fault } from "#testing/faulty-fetch.ts";
import {
  type InProcessServer,
  type SignedIn,
  startInProcessServer,
} from "#testing/in-process-server.ts";
import { pick, seededRandom, testSeed } from "#testing/seeded-random.ts";
import { countRows, expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * A seeded random walk: three devices (two of one participant, one of a partner) make ≥ 2,000
 * changes, sync through a fetch that drops, duplicates, delays and fails requests, reload, and
 * lose their token now and then. At the end every queued mutation was applied exactly once, in
 * each device's order, and every device equals the server. Replay a failure with SEED=<n>.
 */

const OPERATIONS = 2000;
const FAULTS: Fault[] = [
  "none",
  "none",
  "drop-response",
  "partial-503",
  "status-503",
  "duplicate",
  "concurrent",
  "delay",
  "fail-before",
];

interface Device {
  client: TestClient;
  user: SignedIn;
  queued: string[];
}

let server: InProcessServer;
beforeAll(async () => {
  server = await startInProcessServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Ids (UUIDv7: time + random bits) and clocks decide which rows sort first, and so which row a
 * random pick lands on. Both come from the seed here, so SEED=<n> replays the very same walk.
 */
function makeDeterministic(seed: number) {
  const bytes = seededRandom(seed ^ 0x5eed);
  const fill = (a: ArrayBufferView<ArrayBuffer>) => {
    const view = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    for (let i = 0; i < view.length; i++) view[i] = Math.floor(bytes() * 256);
    return a;
  };
  vi.spyOn(crypto, "getRandomValues").mockImplementation(fill as typeof crypto.getRandomValues);
  // The device clock starts before the server's (fake) one, so device times are kept as made.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-06-02T08:00:00.000Z") });
}

it(`survives ${OPERATIONS} random operations with faults`, { timeout: 240_000 }, async () => {
  const seed = testSeed();
  onTestFailed(() => console.error(`sync random walk failed; replay with SEED=${seed}`));
  makeDeterministic(seed);
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;

  const devices: Device[] = [];
  for (const username of ["demo-individual", "demo-individual", "demo-partner"]) {
    const user = await server.login(username); // each device has its own token
    const client = createTestClient(server, { pushBatchSize: 1 + Math.floor(random() * 8) });
    await client.signIn(user);
    await client.engine.sync();
    client.faulty.decide = () => pick(random, FAULTS);
    devices.push({ client, user, queued: [] });
  }
  const moodsQueued = new Map<string, number>();

  async function queue<N extends MutationName>(d: Device, name: N, input: MutationInput<N>) {
    const { mutationId } = await d.client.queue(name, input);
    d.queued.push(mutationId);
    if (name === "mood.log")
      moodsQueued.set(d.user.userId, (moodsQueued.get(d.user.userId) ?? 0) + 1);
  }

  async function someExperience(d: Device): Promise<string> {
    const ids = await d.client.db.experiences.toCollection().primaryKeys();
    return ids.length > 0 && chance(0.95) ? pick(random, ids) : uuidv7(); // sometimes unknown
  }

  for (let step = 0; step < OPERATIONS; step++) {
    vi.setSystemTime(Date.now() + 1000);
    const d = pick(random, devices);
    const roll = random();
    try {
      if (roll < 0.25) {
        await d.client.engine.sync();
      } else if (roll < 0.27) {
        d.client.engine.stop();
        d.client = d.client.reload(); // same database, same network, a new engine
      } else if (roll < 0.28) {
        // Signed out elsewhere: the token dies; the user signs in again later on this device.
        await server.revoke(d.client.user!.token);
        await d.client.engine.sync();
        d.user = await server.login(d.user.username);
        await d.client.signIn(d.user);
      } else if (roll < 0.45) {
        const mood = pick(random, ["joyful", "sad", "anxious", "curious"] as const);
        await queue(d, "mood.log", {
          id: uuidv7(),
          mood,
          intensity: 1 + Math.floor(random() * 10),
        });
      } else if (roll < 0.6) {
        const experienceId = await someExperience(d);
        if (chance(0.6)) await queue(d, "favorite.add", { id: uuidv7(), experienceId });
        else await queue(d, "favorite.remove", { experienceId });
      } else if (roll < 0.67) {
        await queue(d, "registration.create", {
          id: uuidv7(),
          experienceId: await someExperience(d),
        });
      } else if (roll < 0.74) {
        await queue(d, "calendarEvent.create", {
          id: uuidv7(),
          title: `Event ${step}`,
          startTime: "2031-03-01T18:00:00.000Z",
          endTime: "2031-03-01T20:00:00.000Z",
        });
      } else if (roll < 0.8) {
        await queue(d, "profile.update", {
          bio: `Step ${step}`,
          location: chance(0.5) ? "Riga" : "",
        });
      } else if (roll < 0.85) {
        const experienceId = await someExperience(d);
        await queue(d, "inquiry.create", {
          id: uuidv7(),
          experienceId,
          name: "Alex",
          email: "a@b.lv",
        });
      } else {
        // New listings, edits of one's own, and edits of someone else's (refused: forbidden).
        const existing = await d.client.db.experiences.toCollection().primaryKeys();
        const update = existing.length > 0 && chance(0.6);
        await queue(d, update ? "experience.update" : "experience.create", {
          id: update ? pick(random, existing) : uuidv7(),
          title: `Listing ${step}`,
          description: "A random walk through the arts.",
          category: pick(random, ["music", "theatre", "visual-arts"] as const),
          price: Math.floor(random() * 3) * 500,
          location: "Riga",
          venue: "Hall",
          date: "2031-06-01T18:00:00.000Z",
          imageUrl: "/images/music.jpg",
          wellbeingBenefit: "mindfulness",
        });
      }
    } catch (error) {
      throw new Error(`step ${step} (seed ${seed}): ${String(error)}`);
    }
  }

  // The network heals; every device syncs until nothing is left to send.
  for (const d of devices) d.client.faulty.decide = () => "none";
  for (let round = 0; round < 3; round++) {
    for (const d of devices) {
      if ((await d.client.engine.sync()) === "unauthorized") {
        d.user = await server.login(d.user.username);
        await d.client.signIn(d.user);
      }
    }
  }
  for (const d of devices) expect(await d.client.engine.sync(), `seed ${seed}`).toBe("synced");
  const total = devices.reduce((n, d) => n + d.queued.length, 0);
  expect(total).toBeGreaterThan(OPERATIONS / 2);
  for (const [userId, n] of moodsQueued) {
    expect(await countRows(server, "mood_entries", "user_id = ?", userId), `seed ${seed}`).toBe(n);
  }
  for (const d of devices) await expectConverged(server, d.client, d.queued);
  // The walk did meet refusals and every kind of fault (a replay that met none proves little).
  let refused = 0;
  for (const d of devices) refused += await d.client.db.rejections.count();
  expect(refused, `seed ${seed}`).toBeGreaterThan(0);
  const faults = new Set(devices.flatMap((d) => d.client.faulty.log.map((r) => r.fault)));
  for (const fault of FAULTS) expect(faults.has(fault), `${fault} (seed ${seed})`).toBe(true);
  expect(server.errors, `seed ${seed}`).toEqual([]);
});
