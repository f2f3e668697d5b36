import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import { SYNC_LIMITS } from "#domain/sync-protocol.ts";
import { type InProcessServer, startInProcessServer } from "#testing/in-process-server.ts";
import { appliedOrder } from "#testing/sync-assertions.ts";
import { createTestClient } from "#testing/sync-harness.ts";
import { fitBatch, MAX_PUSH_BYTES } from "./push.ts";

const entry = (seq: number, notes: string): OutboxRow => ({
  seq,
  id: uuidv7(),
  name: "mood.log",
  args: { id: uuidv7(), mood: "joyful", intensity: 5, notes },
  userId: "u1",
  createdAt: "2025-06-01T12:00:00.000Z",
  attempts: 0,
  lastError: null,
});

describe("fitBatch: push batches sized by bytes as well as count", () => {
  it("keeps the longest prefix under the byte budget, counting UTF-8 bytes", () => {
    const entries = [entry(1, "a".repeat(400)), entry(2, "ā".repeat(400)), entry(3, "b")];
    const first = JSON.stringify(entries[0]).length;
    // "ā" is 2 bytes in UTF-8 but 1 UTF-16 unit: a budget counted in string length would take it.
    expect(fitBatch(entries, first + 800).map((e) => e.seq)).toEqual([1]);
    expect(fitBatch(entries, 10_000).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it("sends one entry over the budget alone rather than never", () => {
    const entries = [entry(1, "x".repeat(1000)), entry(2, "y")];
    expect(fitBatch(entries, 100).map((e) => e.seq)).toEqual([1]);
    expect(fitBatch([], 100)).toEqual([]);
  });
});

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
});
afterEach(() => server.close());

describe("pushing an outbox heavier than one request may carry", () => {
  it("splits it under the server's body limit, in order, each applied once", async () => {
    const alex = await server.login("demo-individual");
    const client = createTestClient(server);
    await client.signIn(alex);
    // Long notes: a full count-sized batch of these would weigh ~2.5× the server's body limit.
    const count = Math.min(SYNC_LIMITS.maxPushBatch, 500);
    const queued = [];
    for (let i = 0; i < count; i++) {
      queued.push(
        await client.queue("mood.log", {
          id: uuidv7(),
          mood: "curious",
          intensity: 1 + (i % 10),
          notes: `${i} ${"é".repeat(600)}`,
        }),
      );
    }
    expect(await client.engine.sync()).toBe("synced");
    expect(await client.db.outbox.count()).toBe(0);
    const pushes = client.faulty.log.filter((r) => r.path === "/api/sync/push");
    expect(pushes.length).toBeGreaterThan(1);
    for (const p of pushes) {
      expect(new TextEncoder().encode(p.body ?? "").length).toBeLessThan(MAX_PUSH_BYTES + 1024);
    }
    expect(await appliedOrder(server, alex.userId)).toEqual(queued.map((q) => q.mutationId));
    expect(server.errors).toEqual([]);
  });
});
