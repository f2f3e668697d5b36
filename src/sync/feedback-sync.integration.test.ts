import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import {
  type InProcessServer,
  type SignedIn,
  startInProcessServer,
} from "#testing/in-process-server.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * "How was it?" through the real engine and server (decision 0012): rated offline after the door
 * check-in, delivered exactly once although the first answer is lost, the partner's device
 * learns the new average and nothing personal, a second device's rating replaces the first.
 */

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
  // The devices scan on the real clock; the server's agrees, so the door is open for both.
  server.setClock(new Date());
});
afterEach(() => server.close());

async function deviceOf(user: SignedIn): Promise<TestClient> {
  const client = createTestClient(server);
  await client.signIn(user);
  expect(await client.engine.sync()).toBe("synced");
  return client;
}

const ratingOf = async (experienceId: string) =>
  (
    await server.sql<{ sum: number; count: number }>(
      "select rating_sum as sum, rating_count as count from experiences where id = ?",
      experienceId,
    )
  )[0];

describe("feedback sync", () => {
  it("an offline rating and visit mood reach the server once; the partner sees only the average", async () => {
    const partner = await deviceOf(await server.login("demo-partner"));
    const experienceId = uuidv7();
    await partner.queue("experience.create", {
      id: experienceId,
      title: "Evening choir",
      description: "An evening of song for everyone.",
      category: "music",
      price: 0,
      location: "Riga",
      venue: "Old Town Hall",
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
      imageUrl: "/images/music.jpg",
      wellbeingBenefit: "social-connection",
      maxParticipants: 10,
    });
    expect(await partner.engine.sync()).toBe("synced");

    const anaUser = await server.signUp("ana-feedback");
    const ana = await deviceOf(anaUser);
    await ana.queue("registration.create", { id: uuidv7(), experienceId });
    expect(await ana.engine.sync()).toBe("synced");
    const registration = await ana.db.registrations.where({ experienceId }).first();
    expect(await partner.engine.sync()).toBe("synced");
    await partner.queue("checkin.record", {
      id: uuidv7(),
      registrationId: registration?.id ?? "",
      experienceId,
      scannedAt: new Date().toISOString(),
      deviceId: "front",
      deviceName: "Front door",
    });
    expect(await partner.engine.sync()).toBe("synced");
    expect(await ana.engine.sync()).toBe("synced");
    expect((await ana.db.registrations.where({ experienceId }).first())?.status).toBe("attended");

    // Offline: the rating and the visit's mood wait in the outbox.
    await ana.queue("feedback.submit", { id: uuidv7(), experienceId, rating: 4, feedback: "Warm" });
    await ana.queue("mood.log", { id: uuidv7(), mood: "joyful", intensity: 7, experienceId });
    // Back online, the server commits but the answer is lost; the retry must not count twice.
    ana.faulty.plan("drop-response");
    expect(await ana.engine.sync()).not.toBe("synced");
    expect(await ana.engine.sync()).toBe("synced");
    expect(await ratingOf(experienceId)).toEqual({ sum: 4, count: 1 });
    expect(await ana.db.outbox.count()).toBe(0);
    expect(await ana.db.interactions.toArray()).toMatchObject([{ rating: 4, feedback: "Warm" }]);
    expect(await ana.db.moodEntries.where("userId").equals(anaUser.userId).toArray()).toMatchObject(
      [{ mood: "joyful", experienceId }],
    );

    expect(await partner.engine.sync()).toBe("synced");
    expect(await partner.db.experiences.get(experienceId)).toMatchObject({
      ratingAverage: 4,
      ratingCount: 1,
    });
    expect(await partner.db.interactions.count()).toBe(0);
    expect(await partner.db.moodEntries.count()).toBe(0);

    // Ana's phone changes the rating: one row everywhere, the sum moved by the difference.
    const phone = await deviceOf(anaUser);
    await phone.queue("feedback.submit", { id: uuidv7(), experienceId, rating: 2 });
    expect(await phone.engine.sync()).toBe("synced");
    expect(await ana.engine.sync()).toBe("synced");
    expect(await ratingOf(experienceId)).toEqual({ sum: 2, count: 1 });
    for (const device of [ana, phone]) {
      expect(await device.db.interactions.toArray()).toMatchObject([{ rating: 2, feedback: null }]);
    }
  });
});
