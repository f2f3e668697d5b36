import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withListFields } from "#domain/experience-list-fields.ts";
import { testExperience } from "#testing/fixtures.ts";
import { CultureWellDB, LIST_ORDER } from "./db.ts";
import {
  appendPage,
  EXPERIENCE_TABLES,
  expandOldestPage,
  expandPages,
  readOverlay,
} from "./experience-pages.ts";
import {
  allExperiences,
  bulkGetExperiences,
  countListedExperiences,
  experiencesByCreators,
  getExperience,
  readExperienceList,
} from "./experience-reads.ts";
import type { ExperienceRow } from "./types.ts";

let db: CultureWellDB;
let n = 0;

beforeEach(() => {
  db = new CultureWellDB(`experience-reads-${++n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const day = (d: number) => `2030-01-${String(d).padStart(2, "0")}T18:00:00.000Z`;

function row(id: string, overrides: Partial<ExperienceRow> = {}): ExperienceRow {
  return withListFields(testExperience({ id, title: `Experience ${id}`, ...overrides }));
}

const inTx = <T>(body: () => Promise<T>): Promise<T> =>
  db.transaction("rw", EXPERIENCE_TABLES, body);
const append = (rows: ExperienceRow[], deletes: string[] = []) =>
  inTx(() => appendPage(db, rows, deletes));
const ids = (rows: (ExperienceRow | undefined)[]) => rows.map((r) => r?.id);

/** The rows every scenario below ends with (whatever holds them: table, pages or both). */
const FINAL = {
  t1: row("t1", { date: day(1), createdBy: "u1" }),
  p2: row("p2", { date: day(2), createdBy: "u1", category: "art" }),
  t3: row("t3", { date: day(3), createdBy: "u2" }),
  p4: row("p4", { date: day(4), category: "art" }),
  t5: row("t5", { date: day(5), createdBy: "u2", category: "art" }),
  x: row("x", { date: day(6), createdBy: "u1", title: "x, second version" }),
  p: row("p", { date: day(7) }),
  q: row("q", { date: day(7), createdBy: "u2" }),
  r: row("r", { date: day(7), category: "art" }),
  i1: row("i1", { date: day(1), isActive: false, createdBy: "u1" }),
  i2: row("i2", { date: day(3), isActive: false }),
};
/** The list's order: date, then id (p, q, r share a date). */
const LISTED = ["t1", "p2", "t3", "p4", "t5", "x", "p", "q", "r"];
const ALL = Object.keys(FINAL).sort();
const SEEN_AND_GONE = ["y", "i3"];

/**
 * Two pages; once the first is expanded, the table holds t1 t3 t5 q i1 and the second page
 * p2 p4 x p r i2 (x replaced, y and i3 deleted): the list alternates between the two.
 */
async function appendTwoPages(): Promise<void> {
  await append([
    FINAL.t1,
    FINAL.t3,
    FINAL.t5,
    FINAL.q,
    FINAL.i1,
    row("x", { date: day(2), title: "x, first version" }),
    row("y", { date: day(4) }),
    row("i3", { isActive: false }),
  ]);
  await append([FINAL.p2, FINAL.p4, FINAL.x, FINAL.p, FINAL.r, FINAL.i2], ["y", "i3", "unknown"]);
}

const SCENARIOS: [string, () => Promise<void>][] = [
  [
    "no page (the table alone)",
    async () => {
      await db.experiences.bulkPut(Object.values(FINAL));
    },
  ],
  ["only pages", appendTwoPages],
  [
    "table and pages (mid-expansion)",
    async () => {
      await appendTwoPages();
      await inTx(() => expandOldestPage(db));
      // The scenario's premise: both hold rows, and not the same ones.
      expect(await db.experiences.toCollection().primaryKeys()).toEqual([
        "i1",
        "q",
        "t1",
        "t3",
        "t5",
      ]);
      expect((await readOverlay(db)).rows().map((r) => r.id)).toEqual([
        "i2",
        "p",
        "p2",
        "p4",
        "r",
        "x",
      ]);
    },
  ],
];

describe.each(SCENARIOS)("reads with %s", (_, setUp) => {
  beforeEach(setUp);

  it("getExperience finds a row wherever it is, the latest version, and not a deleted one", async () => {
    for (const [id, expected] of Object.entries(FINAL)) {
      expect(await getExperience(db, id)).toEqual(expected);
    }
    for (const id of [...SEEN_AND_GONE, "unknown", ""]) {
      expect(await getExperience(db, id)).toBeUndefined();
    }
  });

  it("bulkGetExperiences answers in the order asked, undefined where none", async () => {
    const asked = ["x", "unknown", "t1", "p2", "y", "i1", "x", "i2", "q"];
    expect(await bulkGetExperiences(db, asked)).toEqual(
      asked.map((id) => (FINAL as Record<string, ExperienceRow>)[id]),
    );
    expect(await bulkGetExperiences(db, [])).toEqual([]);
  });

  it("allExperiences holds every row once, listed or not, by id", async () => {
    const all = await allExperiences(db);
    expect(ids(all)).toEqual(ALL);
    expect(all).toEqual(ALL.map((id) => (FINAL as Record<string, ExperienceRow>)[id]));
  });

  it("experiencesByCreators finds the creators' rows, listed or not", async () => {
    const sorted = async (creators: string[]) =>
      ids(await experiencesByCreators(db, creators)).sort();
    expect(await sorted(["u1"])).toEqual(["i1", "p2", "t1", "x"]);
    expect(await sorted(["u2"])).toEqual(["q", "t3", "t5"]);
    expect(await sorted(["u1", "u2"])).toEqual(["i1", "p2", "q", "t1", "t3", "t5", "x"]);
    expect(await sorted(["nobody"])).toEqual([]);
    expect(await sorted([])).toEqual([]);
  });

  it("countListedExperiences counts the active rows", async () => {
    expect(await countListedExperiences(db)).toBe(LISTED.length);
  });

  it("readExperienceList gives the list's order: date, then id", async () => {
    const list = await readExperienceList(db, { fromDate: null });
    expect(ids(list)).toEqual(LISTED);
    expect(list).toEqual(LISTED.map((id) => (FINAL as Record<string, ExperienceRow>)[id]));
  });

  it("readExperienceList stops at every limit, across the table and the pages", async () => {
    for (let limit = 0; limit <= LISTED.length + 1; limit++) {
      expect(
        ids(await readExperienceList(db, { fromDate: null, limit })),
        `limit ${limit}`,
      ).toEqual(LISTED.slice(0, limit));
    }
  });

  it("readExperienceList starts at fromDate (that date included)", async () => {
    expect(ids(await readExperienceList(db, { fromDate: day(3) }))).toEqual(LISTED.slice(2));
    expect(ids(await readExperienceList(db, { fromDate: "2030-01-03T18:00:00.001Z" }))).toEqual(
      LISTED.slice(3),
    );
    expect(ids(await readExperienceList(db, { fromDate: day(7) }))).toEqual(["p", "q", "r"]);
    expect(ids(await readExperienceList(db, { fromDate: day(4), limit: 3 }))).toEqual([
      "p4",
      "t5",
      "x",
    ]);
    expect(await readExperienceList(db, { fromDate: day(8) })).toEqual([]);
    expect(ids(await readExperienceList(db, { fromDate: "" }))).toEqual(LISTED);
  });

  it("readExperienceList keeps only the rows `where` passes, then limits", async () => {
    const art = (e: ExperienceRow) => e.category === "art";
    const byU1 = (e: ExperienceRow) => e.createdBy === "u1";
    expect(ids(await readExperienceList(db, { fromDate: null, where: art }))).toEqual([
      "p2",
      "p4",
      "t5",
      "r",
    ]);
    expect(ids(await readExperienceList(db, { fromDate: null, where: art, limit: 3 }))).toEqual([
      "p2",
      "p4",
      "t5",
    ]);
    expect(ids(await readExperienceList(db, { fromDate: day(3), where: art, limit: 2 }))).toEqual([
      "p4",
      "t5",
    ]);
    // Inactive rows stay out even when `where` would take them.
    expect(ids(await readExperienceList(db, { fromDate: null, where: byU1 }))).toEqual([
      "t1",
      "p2",
      "x",
    ]);
    expect(ids(await readExperienceList(db, { fromDate: null, where: byU1, limit: 1 }))).toEqual([
      "t1",
    ]);
    expect(await readExperienceList(db, { fromDate: null, where: () => false })).toEqual([]);
  });

  it("after expandPages, the table alone answers the same", async () => {
    const before = await Promise.all([
      allExperiences(db),
      readExperienceList(db, { fromDate: null }),
      countListedExperiences(db),
    ]);
    await expandPages(db);
    expect(await db.experiencePages.count()).toBe(0);
    expect(await db.experiences.toArray()).toEqual(before[0]);
    expect(await db.experiences.orderBy(LIST_ORDER).toArray()).toEqual(before[1]);
    expect(before[2]).toBe(LISTED.length);
  });
});

describe("reads with no page behave as the table's own reads", () => {
  beforeEach(async () => {
    await db.experiences.bulkPut(Object.values(FINAL));
  });

  it("same rows, same order as Dexie's", async () => {
    expect(await allExperiences(db)).toEqual(await db.experiences.toArray());
    expect(await experiencesByCreators(db, ["u2", "u1"])).toEqual(
      await db.experiences.where("createdBy").anyOf(["u2", "u1"]).toArray(),
    );
    expect(await readExperienceList(db, { fromDate: day(2), limit: 4 })).toEqual(
      await db.experiences.orderBy(LIST_ORDER).offset(1).limit(4).toArray(),
    );
    expect(await bulkGetExperiences(db, ["q", "nope"])).toEqual(
      await db.experiences.bulkGet(["q", "nope"]),
    );
    expect(await countListedExperiences(db)).toBe(await db.experiences.orderBy(LIST_ORDER).count());
  });
});

describe("reads inside a caller's transaction over EXPERIENCE_TABLES", () => {
  it("see the caller's own uncommitted pages and expansions", async () => {
    await append([row("a", { date: day(2) }), row("b", { date: day(1) })]);
    await inTx(async () => {
      await appendPage(db, [row("c", { date: day(3) })], ["a"]);
      expect(ids(await readExperienceList(db, { fromDate: null }))).toEqual(["b", "c"]);
      expect(await countListedExperiences(db)).toBe(2);
      expect(await getExperience(db, "a")).toBeUndefined();

      await expandOldestPage(db);
      expect(await db.experiences.toCollection().primaryKeys()).toEqual(["b"]);
      expect(ids(await allExperiences(db))).toEqual(["b", "c"]);
      expect(ids(await bulkGetExperiences(db, ["c", "a", "b"]))).toEqual(["c", undefined, "b"]);
      expect(ids(await readExperienceList(db, { fromDate: null, limit: 1 }))).toEqual(["b"]);
      expect(ids(await experiencesByCreators(db, ["nobody"]))).toEqual([]);
    });
    expect(ids(await allExperiences(db))).toEqual(["b", "c"]);
  });

  it("and a rolled-back transaction leaves the reads as before", async () => {
    await append([row("a")]);
    await expect(
      inTx(async () => {
        await appendPage(db, [row("b")], ["a"]);
        await expandOldestPage(db);
        await expandOldestPage(db);
        expect(ids(await allExperiences(db))).toEqual(["b"]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await allExperiences(db)).toEqual([row("a")]);
    expect(await getExperience(db, "b")).toBeUndefined();
    expect(await countListedExperiences(db)).toBe(1);
  });

  it("a caller's transaction without experiencePages cannot read (the contract)", async () => {
    await db.experiences.put(row("a"));
    await expect(
      db.transaction("rw", db.experiences, () => getExperience(db, "a")),
    ).rejects.toThrow(/experiencePages/);
  });
});
