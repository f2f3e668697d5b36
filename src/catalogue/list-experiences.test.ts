import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { testExperience } from "#testing/fixtures.ts";
import { countListedExperiences, listExperiences } from "./list-experiences.ts";

const NOW = new Date("2030-01-10T12:00:00.000Z");
const day = (d: number) => `2030-01-${String(d).padStart(2, "0")}T18:00:00.000Z`;

beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.bulkPut([
    testExperience({ id: "b", date: day(20), category: "music" }),
    testExperience({ id: "a", date: day(20), category: "theatre" }),
    testExperience({ id: "c", date: day(5) }),
    testExperience({ id: "d", date: day(12), isActive: false }),
    testExperience({ id: "e", date: "2030-01-11", category: "music" }),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("listExperiences: through the [listDate+id] index", () => {
  it("lists active rows soonest first, the id breaking ties, without reading the table", async () => {
    const toArray = vi.spyOn(db.experiences, "toArray");
    const filter = vi.spyOn(db.experiences, "filter");
    expect((await listExperiences()).map((e) => e.id)).toEqual(["c", "e", "a", "b"]);
    expect(toArray).not.toHaveBeenCalled();
    expect(filter).not.toHaveBeenCalled();
    expect(await countListedExperiences()).toBe(4);
  });

  it("counts the table less its unlisted rows, following (de)activations", async () => {
    const indexCount = vi.spyOn(IDBIndex.prototype, "count");
    expect(await countListedExperiences()).toBe(4);
    // Only the sparse index of unlisted rows is counted, never the list's own index.
    for (const call of indexCount.mock.contexts) expect((call as IDBIndex).name).toBe("unlisted");
    await db.experiences.update("d", { isActive: true });
    expect(await countListedExperiences()).toBe(5);
    await db.experiences.update("a", { isActive: false });
    await db.experiences.delete("b");
    expect(await countListedExperiences()).toBe(3);
    expect(await countListedExperiences()).toBe((await listExperiences()).length);
  });

  it("reads only `limit` rows", async () => {
    // Many more rows than the limit: the read stops early however large the table is.
    await db.experiences.bulkPut(
      Array.from({ length: 500 }, (_, i) =>
        testExperience({ id: `z${String(i).padStart(3, "0")}`, date: day(28) }),
      ),
    );
    const get = vi.spyOn(IDBIndex.prototype, "getAll");
    const rows = await listExperiences({ limit: 3 });
    expect(rows.map((e) => e.id)).toEqual(["c", "e", "a"]);
    // IndexedDB 3 takes `{ query, count }`; older engines `(range, count)`.
    const counts = get.mock.calls.map((call) =>
      typeof call[0] === "object" && call[0] !== null && "count" in call[0]
        ? (call[0] as { count?: number }).count
        : call[1],
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const count of counts) expect(count).toBeLessThanOrEqual(3);
  });

  it("starts upcoming reads just before today and stops at the limit of matches", async () => {
    const upcoming = await listExperiences({ upcomingOnly: true, now: NOW });
    expect(upcoming.map((e) => e.id)).toEqual(["e", "a", "b"]);
    const music = await listExperiences({
      upcomingOnly: true,
      now: NOW,
      limit: 1,
      where: (e) => e.category === "music",
    });
    expect(music.map((e) => e.id)).toEqual(["e"]);
  });
});
