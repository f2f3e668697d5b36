import { beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { testExperience } from "#testing/fixtures.ts";
import { listQuickAddExperiences } from "./calendar-items-repo.ts";

beforeEach(resetDatabaseForTests);

describe("the quick-add panel's experiences", () => {
  it("are the active ones still to come, soonest first (the id breaking a tie), at most six", async () => {
    const now = new Date("2030-06-01T12:00:00.000Z");
    const day = (d: number) => `2030-06-${String(d).padStart(2, "0")}T18:00:00.000Z`;
    await db.experiences.bulkPut([
      testExperience({ id: "past", date: "2030-05-01T18:00:00.000Z" }),
      testExperience({ id: "inactive", date: day(2), isActive: false }),
      ...[9, 3, 8, 4, 7, 5].map((d) => testExperience({ id: `d${d}`, date: day(d) })),
      testExperience({ id: "d3b", date: day(3) }),
    ]);
    const shown = await listQuickAddExperiences(now);
    expect(shown.map((e) => e.id)).toEqual(["d3", "d3b", "d4", "d5", "d7", "d8"]);
  });
});
