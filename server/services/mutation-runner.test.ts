import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { R } from "#domain/reasons.ts";
import { appendChange } from "../db/change-log.ts";
import { appliedMutations, changeLog, moodEntries, userFavorites } from "../db/schema.ts";
import { ServiceError } from "../errors.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import { MUTATION_HANDLERS } from "./mutation-handlers.ts";
import type { WriteCtx } from "./write-context.ts";

// A push batch is ONE transaction with a savepoint per mutation (mutation-runner.ts).

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const logSize = async (app = t) =>
  (await app.db.select({ n: count() }).from(changeLog).get())?.n ?? 0;
const moodsOf = (userId: string, app = t) =>
  app.db.select().from(moodEntries).where(eq(moodEntries.userId, userId)).all();
/** A user's mood intensities, sorted (rows come in no promised order). */
const intensitiesOf = async (userId: string, app = t) =>
  (await moodsOf(userId, app)).map((m) => m.intensity).sort((a, b) => a - b);
const storedOf = (userId: string) =>
  t.db.select().from(appliedMutations).where(eq(appliedMutations.userId, userId)).all();
const favoritesOf = (userId: string) =>
  t.db.select().from(userFavorites).where(eq(userFavorites.userId, userId)).all();
const mood = (intensity: number) =>
  mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity });

/** Swaps favorite.add's handler for the test's body; restored after `run`. */
async function withFavoriteHandler<T>(
  handler: (ctx: WriteCtx) => Promise<never>,
  run: () => Promise<T>,
): Promise<T> {
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
    const before = await logSize();
    const { status, body } = await withFavoriteHandler(
      async (ctx) => {
        // A partial write, then a final refusal: the savepoint must take the write back.
        await appendChange(
          ctx.tx,
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
    expect(await intensitiesOf(w.individual.user.id)).toEqual([1, 3]);
    expect(await logSize()).toBe(before + 2); // the two moods; the refused write is gone
    const refused = (await storedOf(w.individual.user.id)).find(
      (r) => r.mutationId === batch[1]?.id,
    );
    expect(JSON.parse(refused?.result ?? "null")).toMatchObject({
      status: "rejected",
      error: { code: "experience_not_found" },
    });
    // The stored refusal is the answer to a retry, even now the handler would apply it.
    const retry = await pushAs(t, w.individual, batch);
    expect(retry.body).toEqual(body);
    expect(await logSize()).toBe(before + 2);
  });

  it("an unexpected error in mutation 2 answers 5xx and leaves nothing; the retry applies all once", async () => {
    const batch = [
      mood(1),
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
      mood(3),
    ];
    const before = {
      log: await logSize(),
      stored: (await storedOf(w.individual.user.id)).length,
    };
    const failed = await withFavoriteHandler(
      async () => {
        throw new Error("disk I/O error");
      },
      () => pushAs(t, w.individual, batch),
    );
    expect(failed.status).toBe(500);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(0);
    expect(await storedOf(w.individual.user.id)).toHaveLength(before.stored);
    expect(await logSize()).toBe(before.log);

    const retry = await pushAs(t, w.individual, batch);
    expect(retry.body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "applied",
      "applied",
    ]);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(2);
    expect(await storedOf(w.individual.user.id)).toHaveLength(before.stored + 3);
  });

  it("an error of the database itself (a missing table) answers 5xx, undoes the batch, then retries cleanly", async () => {
    // Mutation 1 applies, mutation 2's insert fails in the engine (on PostgreSQL that aborts the
    // whole transaction), so mutation 1's writes must go too.
    await t.query("alter table mood_entries rename to mood_entries_away");
    const batch = [
      mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
      mood(2),
      mood(3),
    ];
    const before = {
      log: await logSize(),
      favorites: (await favoritesOf(w.individual.user.id)).length,
    };
    try {
      expect((await pushAs(t, w.individual, batch)).status).toBe(500);
    } finally {
      await t.query("alter table mood_entries_away rename to mood_entries");
    }
    expect(await favoritesOf(w.individual.user.id)).toHaveLength(before.favorites);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(0);
    expect(await logSize()).toBe(before.log);

    const retry = await pushAs(t, w.individual, batch);
    expect(retry.status).toBe(200);
    expect(retry.body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "applied",
      "applied",
    ]);
    expect(await favoritesOf(w.individual.user.id)).toHaveLength(before.favorites + 1);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(2);
    expect(await logSize()).toBeGreaterThan(before.log + 2);
  });

  it("replaying a batch answers the same results and adds no change_log rows", async () => {
    const batch = [mood(1), mutation("favorite.add", { id: uuidv7(), experienceId: uuidv7() })];
    const first = await pushAs(t, w.individual, batch);
    const size = await logSize();
    expect(await pushAs(t, w.individual, batch)).toEqual(first);
    expect(await logSize()).toBe(size);
  });

  it("the same id twice in one batch applies once; the second gets the stored answer", async () => {
    const m = mood(4);
    const { body } = await pushAs(t, w.individual, [m, m]);
    expect(body.results).toEqual([
      { id: m.id, status: "applied" },
      { id: m.id, status: "applied" },
    ]);
    expect(await moodsOf(w.individual.user.id)).toHaveLength(1);
  });

  it("prepared statements belong to their database: two open at once each get their own rows", async () => {
    const second = await createTestApp();
    try {
      const w2 = await buildWorld(second);
      await pushAs(t, w.individual, [mood(5)]);
      await pushAs(second, w2.individual, [mood(6), mood(7)]);
      await pushAs(t, w.individual, [mood(8)]);
      expect(await intensitiesOf(w.individual.user.id)).toEqual([5, 8]);
      expect(await intensitiesOf(w2.individual.user.id, second)).toEqual([6, 7]);
    } finally {
      await second.close();
    }
  });
});
