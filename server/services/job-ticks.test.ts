import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobTicks, settings } from "../db/schema.ts";
import type { Db, Tx } from "../db/types.ts";
import { openAnotherNode, openTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { runJobTick, tickStart } from "./job-ticks.ts";

// Each tick of a periodic job runs once across every node on one database, and a failed run
// leaves its tick to be done again (services/job-ticks.ts).

let opened: TestDatabase;
let a: Db;
let b: Db;
let closeB: () => Promise<void>;
beforeEach(async () => {
  opened = await openTestDatabase();
  const other = await openAnotherNode(opened);
  a = opened.db;
  b = other.db;
  closeB = other.close;
});
afterEach(async () => {
  await closeB();
  await opened.close();
});

const FIVE_MINUTES = 5 * 60_000;
const NOW = new Date("2025-07-01T17:03:20.000Z");
const TICK = tickStart(NOW, FIVE_MINUTES);

describe("runJobTick", () => {
  it("names the tick by the start of its interval", () => {
    expect(TICK.toISOString()).toBe("2025-07-01T17:00:00.000Z");
  });

  it("does a tick's work once when two nodes run it at the same moment", async () => {
    let runs = 0;
    const work = async (tx: Tx) => {
      runs++;
      // A write of the job's own, committed with the claim.
      await tx.insert(settings).values({ key: `job-run-${runs}`, value: "x" });
      return runs;
    };
    const results = await Promise.all([
      runJobTick(a, "test-job", TICK, NOW, work),
      runJobTick(b, "test-job", TICK, NOW, work),
      runJobTick(a, "test-job", TICK, NOW, work),
      runJobTick(b, "test-job", TICK, NOW, work),
    ]);
    expect(runs).toBe(1);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(await a.select().from(jobTicks).all()).toEqual([
      { job: "test-job", tick: TICK.toISOString(), ranAt: NOW.toISOString() },
    ]);
    // The next interval is a new tick; another job's tick is its own.
    const next = new Date(TICK.getTime() + FIVE_MINUTES);
    expect((await runJobTick(b, "test-job", next, next, work)).ran).toBe(true);
    expect((await runJobTick(a, "other-job", TICK, NOW, work)).ran).toBe(true);
    expect(runs).toBe(3);
  });

  it("leaves no mark when the work fails, so the tick is done again", async () => {
    await expect(
      runJobTick(a, "test-job", TICK, NOW, async () => {
        throw new Error("crashed mid-job");
      }),
    ).rejects.toThrow("crashed mid-job");
    expect(await a.select().from(jobTicks).all()).toEqual([]);
    const again = await runJobTick(b, "test-job", TICK, NOW, async () => "done");
    expect(again).toEqual({ ran: true, value: "done" });
  });

  it("forgets ticks older than a week in the job's own runs", async () => {
    const old = new Date(TICK.getTime() - 8 * 24 * 60 * 60_000);
    await runJobTick(a, "test-job", old, old, async () => {});
    await runJobTick(a, "test-job", TICK, NOW, async () => {});
    const ticks = await a.select({ tick: jobTicks.tick }).from(jobTicks).all();
    expect(ticks).toEqual([{ tick: TICK.toISOString() }]);
  });
});
