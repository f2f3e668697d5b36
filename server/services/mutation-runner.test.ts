import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { R } from "#domain/reasons.ts";
import { appendChange } from "../db/change-log.ts";
import { appliedMutations, changeLog, moodEntries } from "../db/schema.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import { ServiceError } from "./errors.ts";
import { MUTATION_HANDLERS } from "./mutation-handlers.ts";

// A push batch is ONE transaction with a savepoint per mutation (mutation-runner.ts).

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const logSize = (app = t) => app.db.select({ n: count() }).from(changeLog).get()?.n ?? 0;
const moodsOf = (userId: string, app = t) =>
  app.db.select().from(moodEntries).where(eq(moodEntries.userId, userId)).all();
const storedOf = (userId: string) =>
  t.db.select().from(appliedMutations).where(eq(appliedMutations.userId, userId)).all();
const mood = (intensity: number) =>
  mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity });

/** Swaps favorite.add's handler for the test's body; restored after `run`. */
async function withFavoriteHandler<T>(handler: () => never, run: () => Promise<T>): Promise<T> {
  const original = MUTATION_HANDLERS["favorite.add"];
  MUTATION_HANDLERS["favorite.add"] = handler;
  try {
    return await run();
  } finally {
    MUTATION_HANDLERS["favorite.add"] = original;
  }
}

describe("a push batch: one transaction, a savepoint per mutation", () => {
  it("a refusal in the middle undoes only its own writes; it is stored, 1 and 3 are applied", async () => {
    const batch = [
      mood(1),
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
      mood(3),
    ];
    const before = logSize();
    const { status, body } = await withFavoriteHandler(
      () => {
        // A partial write, then a final refusal: the savepoint must take the write back.
        appendChange(
          t.db,
          { entity: "moodEntry", entityId: uuidv7(), op: "upsert", audience: "x" },
          t.clock(),
        );
        throw new ServiceError(R.experience_not_found);
      },
      () => pushAs(t, w.individual, batch),
    );
    expect(status).toBe(200);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "rejected",
      "applied",
    ]);
    expect(moodsOf(w.individual.user.id).map((m) => m.intensity)).toEqual([1, 3]);
    expect(logSize()).toBe(before + 2); // the two moods; the refused write is gone
    const refused = storedOf(w.individual.user.id).find((r) => r.mutationId === batch[1]?.id);
    expect(JSON.parse(refused?.result ?? "null")).toMatchObject({
      status: "rejected",
      error: { code: "experience_not_found" },
    });
    // The stored refusal is the answer to a retry, even now the handler would apply it.
    const retry = await pushAs(t, w.individual, batch);
    expect(retry.body).toEqual(body);
    expect(logSize()).toBe(before + 2);
  });

  it("an unexpected error in mutation 2 answers 5xx and leaves nothing; the retry applies all once", async () => {
    const batch = [
      mood(1),
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
      mood(3),
    ];
    const before = { log: logSize(), stored: storedOf(w.individual.user.id).length };
    const failed = await withFavoriteHandler(
      () => {
        throw new Error("disk I/O error");
      },
      () => pushAs(t, w.individual, batch),
    );
    expect(failed.status).toBe(500);
    expect(moodsOf(w.individual.user.id)).toHaveLength(0);
    expect(storedOf(w.individual.user.id)).toHaveLength(before.stored);
    expect(logSize()).toBe(before.log);

    const retry = await pushAs(t, w.individual, batch);
    expect(retry.body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "applied",
      "applied",
    ]);
    expect(moodsOf(w.individual.user.id)).toHaveLength(2);
    expect(storedOf(w.individual.user.id)).toHaveLength(before.stored + 3);
  });

  it("an error that makes SQLite itself roll back (a trigger) still answers 5xx, then retries cleanly", async () => {
    t.sqlite.exec(`CREATE TRIGGER fail_mood BEFORE INSERT ON mood_entries
      WHEN NEW.intensity = 2 BEGIN SELECT RAISE(ROLLBACK, 'injected failure'); END`);
    const batch = [mood(1), mood(2), mood(3)];
    const before = logSize();
    expect((await pushAs(t, w.individual, batch)).status).toBe(500);
    expect(moodsOf(w.individual.user.id)).toHaveLength(0);
    expect(logSize()).toBe(before);
    expect(t.sqlite.inTransaction).toBe(false);

    t.sqlite.exec("DROP TRIGGER fail_mood");
    const retry = await pushAs(t, w.individual, batch);
    expect(retry.status).toBe(200);
    expect(moodsOf(w.individual.user.id)).toHaveLength(3);
    expect(logSize()).toBe(before + 3);
  });

  it("replaying a batch answers the same results and adds no change_log rows", async () => {
    const batch = [mood(1), mutation("favorite.add", { id: uuidv7(), experienceId: uuidv7() })];
    const first = await pushAs(t, w.individual, batch);
    const size = logSize();
    expect(await pushAs(t, w.individual, batch)).toEqual(first);
    expect(logSize()).toBe(size);
  });

  it("the same id twice in one batch applies once; the second gets the stored answer", async () => {
    const m = mood(4);
    const { body } = await pushAs(t, w.individual, [m, m]);
    expect(body.results).toEqual([
      { id: m.id, status: "applied" },
      { id: m.id, status: "applied" },
    ]);
    expect(moodsOf(w.individual.user.id)).toHaveLength(1);
  });

  it("prepared statements belong to their database: two open at once each get their own rows", async () => {
    const second = await createTestApp();
    try {
      const w2 = await buildWorld(second);
      await pushAs(t, w.individual, [mood(5)]);
      await pushAs(second, w2.individual, [mood(6), mood(7)]);
      await pushAs(t, w.individual, [mood(8)]);
      expect(moodsOf(w.individual.user.id).map((m) => m.intensity)).toEqual([5, 8]);
      expect(moodsOf(w2.individual.user.id, second).map((m) => m.intensity)).toEqual([6, 7]);
    } finally {
      second.close();
    }
  });
});
