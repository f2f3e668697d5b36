import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { countRows, expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient } from "#testing/sync-harness.ts";
import type { SyncSession } from "./sync-session.ts";

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
});
afterEach(() => server.close());

const pushedIds = (log: { path: string; body: string | undefined }[]) =>
  log
    .filter((r) => r.path.startsWith("/api/sync/push"))
    .flatMap((r) => (JSON.parse(r.body ?? "{}") as { mutations: { id: string }[] }).mutations)
    .map((m) => m.id);

describe("sessions and the outbox", () => {
  it("a 401 halfway keeps the rest of the outbox and continues after signing in again", async () => {
    const onUnauthorized = vi.fn<(s: SyncSession) => void>();
    const client = createTestClient(server, { pushBatchSize: 3, onUnauthorized });
    const first = await server.login("demo-individual");
    await client.signIn(first);
    const queued: string[] = [];
    for (let i = 0; i < 7; i++) {
      queued.push(
        (await client.queue("mood.log", { id: uuidv7(), mood: "sad", intensity: 4 })).mutationId,
      );
    }
    // The token is revoked on the server (signed out elsewhere) after the first batch went out.
    let pushes = 0;
    client.faulty.beforeSend = async ({ path }) => {
      if (path.startsWith("/api/sync/push") && ++pushes === 2) await server.revoke(first.token);
    };

    expect(await client.engine.sync()).toBe("unauthorized");
    expect(onUnauthorized).toHaveBeenCalledWith({ userId: first.userId, token: first.token });
    expect(await client.db.outbox.count()).toBe(4);
    expect(await countRows(server, "mood_entries", "user_id = ?", first.userId)).toBe(3);
    expect(client.engine.store.getState().lastError).toBe("unauthorized");
    // No retry timer: only signing in again can help.
    expect(client.timers.scheduled.filter((t) => !t.cancelled)).toHaveLength(0);

    client.faulty.beforeSend = () => undefined;
    await client.signIn(await server.login("demo-individual"));
    expect(await client.engine.sync()).toBe("synced");
    expect(await countRows(server, "mood_entries", "user_id = ?", first.userId)).toBe(7);
    await expectConverged(server, client, queued);
  });

  it("a dead token with nothing to push still stops the pull: no private change is skipped", async () => {
    const phoneLogin = await server.login("demo-individual");
    const phone = createTestClient(server);
    await phone.signIn(phoneLogin);
    await phone.engine.sync();
    const laptop = createTestClient(server);
    await laptop.signIn(await server.login("demo-individual"));
    const mood = await laptop.queue("mood.log", { id: uuidv7(), mood: "curious", intensity: 4 });
    await laptop.engine.sync();

    await server.revoke(phoneLogin.token);
    expect(await phone.engine.sync()).toBe("unauthorized"); // not a public-only pull
    expect(await phone.db.moodEntries.count()).toBe(0);

    await phone.signIn(await server.login("demo-individual"));
    expect(await phone.engine.sync()).toBe("synced");
    expect((await phone.db.moodEntries.toArray()).map((m) => m.id)).toEqual([
      (mood.args as { id: string }).id,
    ]);
    await expectConverged(server, phone, []);
  });

  it("never sends one user's queued changes with another user's token", async () => {
    const client = createTestClient(server);
    const alex = await server.login("demo-individual");
    await client.signIn(alex);
    const alexChange = await client.queue("mood.log", {
      id: uuidv7(),
      mood: "lonely",
      intensity: 3,
    });

    // Alex's session ended; Sam signs in on the same device without the auth feature's wipe.
    const sam = await server.login("demo-professional");
    await client.signIn(sam);
    const samChange = await client.queue("mood.log", {
      id: uuidv7(),
      mood: "curious",
      intensity: 6,
    });
    expect(await client.engine.sync()).toBe("synced");

    expect(pushedIds(client.faulty.log)).toEqual([samChange.mutationId]);
    expect(await countRows(server, "mood_entries", "user_id = ?", alex.userId)).toBe(0);
    expect((await client.db.outbox.toArray()).map((e) => e.id)).toEqual([alexChange.mutationId]);
    // Alex's optimistic row is none of Sam's business, but it is Alex's unsent change: it stays.
    expect(await countRows(server, "mood_entries", "user_id = ?", sam.userId)).toBe(1);
  });

  it("a signed-out visitor pulls public rows only, and can browse them offline", async () => {
    const alex = await server.login("demo-individual");
    const writer = createTestClient(server);
    await writer.signIn(alex);
    await writer.queue("mood.log", { id: uuidv7(), mood: "joyful", intensity: 9 });
    expect(await writer.engine.sync()).toBe("synced");

    const visitor = createTestClient(server);
    expect(await visitor.engine.sync()).toBe("synced");
    expect(await visitor.db.experiences.count()).toBeGreaterThan(0);
    expect(await visitor.db.moodRecommendations.count()).toBeGreaterThan(0);
    expect(await visitor.db.moodEntries.count()).toBe(0);
    const pulls = visitor.faulty.log.filter((r) => r.path.startsWith("/api/sync/pull"));
    expect(pulls.length).toBeGreaterThan(0);
    expect(visitor.faulty.log.some((r) => r.path.startsWith("/api/sync/push"))).toBe(false);

    visitor.faulty.decide = () => "fail-before";
    expect(await visitor.engine.sync()).toBe("offline");
    expect(await visitor.db.experiences.count()).toBeGreaterThan(0);
  });

  it("a visitor's cursor does not hide a user's older private rows after sign-in", async () => {
    const alex = await server.login("demo-individual");
    const other = createTestClient(server);
    await other.signIn(alex);
    await other.queue("mood.log", { id: uuidv7(), mood: "joyful", intensity: 9 });
    await other.engine.sync();

    const device = createTestClient(server);
    await device.engine.sync(); // as a visitor: the cursor passes Alex's mood change
    await device.signIn(alex);
    expect(await device.engine.sync()).toBe("synced");
    expect(await device.db.moodEntries.count()).toBe(1);
    await expectConverged(server, device, []);
  });
});
