import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { appliedOrder, serverSnapshot, snapshotOf } from "#testing/sync-assertions.ts";
import { createTestClient } from "#testing/sync-harness.ts";

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
});
afterEach(() => server.close());

describe("sync engine against the real server", () => {
  it("pushes queued changes once, in order, and ends equal to the server", async () => {
    const alex = await server.login("demo-individual");
    const client = createTestClient(server);
    await client.signIn(alex);
    expect(await client.engine.sync()).toBe("synced");
    const experiences = await client.db.experiences.toArray();
    expect(experiences.length).toBeGreaterThan(0);
    const e = experiences[0]!;

    const a = await client.queue("mood.log", { id: uuidv7(), mood: "curious", intensity: 7 });
    const b = await client.queue("favorite.add", { id: uuidv7(), experienceId: e.id });
    const c = await client.queue("profile.update", { bio: "Loves choirs" });
    expect(await client.db.outbox.count()).toBe(3);

    expect(await client.engine.sync()).toBe("synced");
    expect(await client.db.outbox.count()).toBe(0);
    expect(await appliedOrder(server, alex.userId)).toEqual([
      a.mutationId,
      b.mutationId,
      c.mutationId,
    ]);
    expect(await snapshotOf(client.db)).toEqual(await serverSnapshot(server, alex));
    expect(server.errors).toEqual([]);
  });
});
