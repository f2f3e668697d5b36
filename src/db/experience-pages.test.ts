import { afterEach, beforeEach, describe, expect, it, onTestFailed } from "vitest";
import { withListFields } from "#domain/experience-list-fields.ts";
import { testExperience } from "#testing/fixtures.ts";
import { pick, seededRandom, testSeed } from "#testing/seeded-random.ts";
import { CultureWellDB, LIST_ORDER } from "./db.ts";
import {
  appendPage,
  canAppendPages,
  compareListOrder,
  EXPERIENCE_TABLES,
  expandAllPages,
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
  savePackedListHead,
} from "./experience-reads.ts";
import type { ExperienceRow } from "./types.ts";

let db: CultureWellDB;
let n = 0;

beforeEach(() => {
  db = new CultureWellDB(`experience-pages-${++n}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A row as a page stores it: list fields included (inactive: `unlisted: 1`, no `listDate`). */
function row(id: string, overrides: Partial<ExperienceRow> = {}): ExperienceRow {
  return withListFields(testExperience({ id, title: `Experience ${id}`, ...overrides }));
}

const inTx = <T>(body: () => Promise<T>): Promise<T> =>
  db.transaction("rw", EXPERIENCE_TABLES, body);

const append = (rows: ExperienceRow[], deletes: string[] = []) =>
  inTx(() => appendPage(db, rows, deletes));

const expandOne = () => inTx(() => expandOldestPage(db));

const pageKeys = async () => (await db.experiencePages.toCollection().primaryKeys()) as string[];
const tableIds = async () => (await db.experiences.toCollection().primaryKeys()) as string[];

const byId = (a: ExperienceRow, b: ExperienceRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The state pages describe: each page applied in order to a Map (rows, then deletes). */
function applyPage(state: Map<string, ExperienceRow>, rows: ExperienceRow[], deletes: string[]) {
  for (const r of rows) state.set(r.id, r);
  for (const id of deletes) state.delete(id);
}

function listedOf(state: Map<string, ExperienceRow>): ExperienceRow[] {
  return [...state.values()].filter((r) => r.listDate !== undefined).sort(compareListOrder);
}

describe("appendPage", () => {
  it("stores one record per page, keyed by a zero-padded sequence and a uuid, in append order", async () => {
    await append([row("a"), row("b")], ["x"]);
    await append([], ["a"]);
    const pages = await db.experiencePages.toArray();
    expect(pages).toHaveLength(2);
    expect(pages[0]?.key).toMatch(/^000000000001-[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(pages[1]?.key).toMatch(/^000000000002-/);
    expect(pages[0]).toEqual({ key: pages[0]?.key, rows: [row("a"), row("b")], deletes: ["x"] });
    expect(pages[1]).toEqual({ key: pages[1]?.key, rows: [], deletes: ["a"] });
    // Nothing goes to the table while the rows are packed.
    expect(await db.experiences.count()).toBe(0);
  });

  it("keeps numeric order past nine pages (the twelfth page's version wins)", async () => {
    for (let i = 1; i <= 12; i++) await append([row("a", { title: `v${i}` })]);
    const keys = await pageKeys();
    expect(keys.map((k) => k.slice(0, 12))).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(12, "0")),
    );
    expect((await readOverlay(db)).get("a")?.title).toBe("v12");
    await expandPages(db);
    expect((await db.experiences.get("a"))?.title).toBe("v12");
  });

  it("leaves nothing behind when the caller's transaction aborts", async () => {
    await append([row("a")]);
    await expect(
      inTx(async () => {
        await appendPage(db, [row("b")], ["a"]);
        expect((await readOverlay(db)).get("b")).toBeDefined();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await pageKeys()).toHaveLength(1);
    const overlay = await readOverlay(db);
    expect(overlay.get("a")).toEqual(row("a"));
    expect(overlay.get("b")).toBeUndefined();
    expect((await allExperiences(db)).map((r) => r.id)).toEqual(["a"]);
  });
});

describe("readOverlay", () => {
  it("is empty with no page", async () => {
    const overlay = await readOverlay(db);
    expect(overlay.isEmpty).toBe(true);
    expect(overlay.rows()).toEqual([]);
    expect(overlay.listed()).toEqual([]);
  });

  it("takes a later page's version of an id", async () => {
    await append([row("a", { title: "first" }), row("b")]);
    await append([row("a", { title: "second" })]);
    const overlay = await readOverlay(db);
    expect(overlay.isEmpty).toBe(false);
    expect(overlay.get("a")?.title).toBe("second");
    expect(overlay.rows().map((r) => [r.id, r.title])).toEqual([
      ["a", "second"],
      ["b", "Experience b"],
    ]);
    const keys = await pageKeys();
    expect(overlay.winners.get("a")?.page).toBe(keys[1]);
    expect(overlay.winners.get("b")?.page).toBe(keys[0]);
  });

  it("hides an earlier page's row that a later page deletes, and shows it again when re-added", async () => {
    await append([row("a"), row("b"), row("c")]);
    await append([], ["a", "never-seen"]);
    let overlay = await readOverlay(db);
    expect(overlay.get("a")).toBeUndefined();
    expect(overlay.winners.get("a")?.row).toBeNull();
    expect(overlay.winners.get("never-seen")?.row).toBeNull();
    expect(overlay.rows().map((r) => r.id)).toEqual(["b", "c"]);
    expect(overlay.listed().map((r) => r.id)).toEqual(["b", "c"]);

    await append([row("a", { title: "back" })]);
    overlay = await readOverlay(db);
    expect(overlay.get("a")?.title).toBe("back");
    expect(overlay.rows().map((r) => r.id)).toEqual(["a", "b", "c"]);
  });

  it("lists active rows in the order of the table's [listDate+id] index", async () => {
    // Ties on the date, ids whose code-unit order differs from a locale's ("Z" < "a"), inactive
    // rows, and a later page changing a row's date and another's activity.
    const d1 = "2030-01-01T10:00:00.000Z";
    const d2 = "2030-01-01T09:00:00.000Z";
    await append([
      row("a", { date: d1 }),
      row("Z", { date: d1 }),
      row("b", { date: d2 }),
      row("B", { date: d1, isActive: false }),
      row("c", { date: d2 }),
      row("é", { date: d2 }),
    ]);
    await append([row("c", { date: d1 }), row("b", { isActive: false, date: d2 })]);
    const overlay = await readOverlay(db);
    const listed = overlay.listed();
    expect(listed.map((r) => r.id)).toEqual(["é", "Z", "a", "c"]);
    expect(listed.every((r) => r.listDate !== undefined && r.unlisted === undefined)).toBe(true);

    // The same rows in the table, read through its index: the same order.
    await expandPages(db);
    const viaIndex = await db.experiences.orderBy(LIST_ORDER).toArray();
    expect(viaIndex).toEqual(listed);
    expect(await db.experiences.where("unlisted").equals(1).primaryKeys()).toEqual(["B", "b"]);
  });

  it("notices a page expanded and another appended since its last read (as many keys as before)", async () => {
    await append([row("a")]);
    await append([], ["a"]);
    expect((await readOverlay(db)).rows()).toEqual([]);
    await expandOne(); // moves nothing: a later page deletes "a", so the table stays empty
    await append([row("b")]);
    expect(await pageKeys()).toHaveLength(2);
    expect((await readOverlay(db)).rows()).toEqual([row("b")]);
    expect(await allExperiences(db)).toEqual([row("b")]);
  });

  it("notices another connection's expansions and appends", async () => {
    await append([row("a"), row("b")]);
    await append([row("a", { title: "a2" })]);
    expect((await readOverlay(db)).rows().map((r) => r.title)).toEqual(["a2", "Experience b"]);
    const other = new CultureWellDB(db.name);
    try {
      const otherTx = <T>(body: () => Promise<T>) =>
        other.transaction("rw", EXPERIENCE_TABLES, body);
      await otherTx(() => expandOldestPage(other)); // moves "b"
      expect((await readOverlay(db)).rows().map((r) => r.id)).toEqual(["a"]);
      expect((await allExperiences(db)).map((r) => r.title)).toEqual(["a2", "Experience b"]);
      await otherTx(() => expandOldestPage(other));
      await other.experiences.clear(); // (only to let the next page in under rule 1)
      await otherTx(() => appendPage(other, [row("c")], []));
      await otherTx(() => appendPage(other, [row("d")], []));
    } finally {
      other.close();
    }
    expect(await allExperiences(db)).toEqual([row("c"), row("d")]);
    expect((await readOverlay(db)).rows()).toEqual([row("c"), row("d")]);
  });

  it("reuses the overlay while the pages are unchanged and derives it as pages expand", async () => {
    await append([row("a"), row("b")]);
    await append([row("b", { title: "b2" }), row("c")]);
    const first = await readOverlay(db);
    expect(await readOverlay(db)).toBe(first);
    first.listed();
    first.rows();
    await expandOne();
    const second = await readOverlay(db);
    expect(second).not.toBe(first);
    expect(second.get("a")).toBeUndefined();
    expect(second.rows().map((r) => [r.id, r.title])).toEqual([
      ["b", "b2"],
      ["c", "Experience c"],
    ]);
    expect(second.listed().map((r) => r.id)).toEqual(["b", "c"]);
    // The same answer from a connection that never saw the earlier pages (no cache).
    const other = new CultureWellDB(db.name);
    try {
      const fresh = await readOverlay(other);
      expect(fresh.rows()).toEqual(second.rows());
      expect(fresh.listed()).toEqual(second.listed());
    } finally {
      other.close();
    }
  });
});

describe("expandOldestPage", () => {
  it("moves only the rows no later page touches, then deletes the page", async () => {
    await append([row("a"), row("b"), row("c"), row("d", { isActive: false })]);
    await append([row("b", { title: "b2" })], ["c"]);
    await append([row("e")]);
    const [first, second, third] = await pageKeys();

    expect(await expandOne()).toBe(true);
    expect(await db.experiences.toArray()).toEqual([row("a"), row("d", { isActive: false })]);
    expect(await pageKeys()).toEqual([second, third]);
    expect(await db.experiencePages.get(first ?? "")).toBeUndefined();

    expect(await expandOne()).toBe(true);
    expect(await db.experiences.toArray()).toEqual([
      row("a"),
      row("b", { title: "b2" }),
      row("d", { isActive: false }),
    ]);
    expect(await db.experiences.get("c")).toBeUndefined();
    expect(await pageKeys()).toEqual([third]);

    expect(await expandOne()).toBe(true);
    expect((await tableIds()).sort()).toEqual(["a", "b", "d", "e"]);
    expect(await pageKeys()).toEqual([]);
    expect(await expandOne()).toBe(false);
  });

  it("moves nothing from a page whose every row a later page replaces or deletes", async () => {
    await append([row("a"), row("b")]);
    await append([row("a", { title: "a2" })], ["b"]);
    await expandOne();
    expect(await db.experiences.count()).toBe(0);
    expect((await readOverlay(db)).rows()).toEqual([row("a", { title: "a2" })]);
  });

  it("keeps the rows when the caller's transaction aborts", async () => {
    await append([row("a")]);
    await append([row("b")]);
    await readOverlay(db);
    await expect(
      inTx(async () => {
        await expandOldestPage(db);
        expect((await readOverlay(db)).get("a")).toBeUndefined();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.experiences.count()).toBe(0);
    expect(await pageKeys()).toHaveLength(2);
    expect((await allExperiences(db)).map((r) => r.id)).toEqual(["a", "b"]);
    await expandPages(db);
    expect(await tableIds()).toEqual(["a", "b"]);
  });
});

describe("expandPages and expandAllPages", () => {
  async function appendScenario(): Promise<Map<string, ExperienceRow>> {
    const pages: [ExperienceRow[], string[]][] = [
      [[row("a"), row("b"), row("c", { isActive: false }), row("d")], []],
      [
        [row("b", { title: "b2", isActive: false }), row("e")],
        ["a", "zz"],
      ],
      [[row("a", { title: "a3" }), row("c", { isActive: true })], ["d"]],
      [[], ["e"]],
      [[row("f"), row("b", { title: "b5", date: "2029-01-01T00:00:00.000Z" })], []],
    ];
    const state = new Map<string, ExperienceRow>();
    for (const [rows, deletes] of pages) {
      await append(rows, deletes);
      applyPage(state, rows, deletes);
    }
    return state;
  }

  it("expandPages leaves exactly the state the pages described, and no page", async () => {
    const state = await appendScenario();
    await expandPages(db);
    expect(await db.experiences.toArray()).toEqual([...state.values()].sort(byId));
    expect(await db.experiencePages.count()).toBe(0);
    expect((await readOverlay(db)).isEmpty).toBe(true);
    expect(await db.experiences.orderBy(LIST_ORDER).toArray()).toEqual(listedOf(state));
  });

  it("expandAllPages does the same inside one caller's transaction", async () => {
    const state = await appendScenario();
    await inTx(() => expandAllPages(db));
    expect(await db.experiences.toArray()).toEqual([...state.values()].sort(byId));
    expect(await db.experiencePages.count()).toBe(0);
  });

  it("does nothing with no page", async () => {
    await db.experiences.put(row("a"));
    await expandPages(db);
    await inTx(() => expandAllPages(db));
    expect(await db.experiences.toArray()).toEqual([row("a")]);
  });
});

describe("the packed list's head", () => {
  const head = { fromDate: null, limit: 2 };
  /** Three listed rows in two pages (d2 comes first in the list), and one unlisted. */
  async function twoPages() {
    await append([row("a", { date: "2030-03-01T10:00:00.000Z" }), row("b", { isActive: false })]);
    await append([
      row("c", { date: "2030-02-01T10:00:00.000Z" }),
      row("d2", { date: "2030-01-01T10:00:00.000Z" }),
    ]);
  }
  /** The saved head, its rows replaced by rows the pages do not hold: shows where a read went. */
  const tamper = async () => {
    const saved = await db.packedListHead.get("head");
    if (!saved) throw new Error("no head saved");
    const rows = saved.rows.map((_, i) => row(`saved-${i}`));
    await db.packedListHead.put({ ...saved, rows, listed: 99 });
  };

  it("answers the list's first rows and its count while the same pages are stored", async () => {
    await twoPages();
    await savePackedListHead(db);
    const saved = await db.packedListHead.get("head");
    expect(saved?.pageKeys).toEqual(await pageKeys());
    expect(saved?.rows.map((r) => r.id)).toEqual(["d2", "c", "a"]);
    expect(saved?.listed).toBe(3);
    expect((await readExperienceList(db, head)).map((r) => r.id)).toEqual(["d2", "c"]);
    await tamper();
    expect((await readExperienceList(db, head)).map((r) => r.id)).toEqual(["saved-0", "saved-1"]);
    expect(await countListedExperiences(db)).toBe(99);
    // Any other read goes to the pages.
    expect((await readExperienceList(db, { fromDate: null })).map((r) => r.id)).toEqual([
      "d2",
      "c",
      "a",
    ]);
  });

  it("answers only within the rows it keeps, unless it keeps the whole list", async () => {
    await twoPages();
    await savePackedListHead(db, 1);
    await tamper();
    expect((await readExperienceList(db, { fromDate: null, limit: 1 })).map((r) => r.id)).toEqual([
      "saved-0",
    ]);
    expect((await readExperienceList(db, head)).map((r) => r.id)).toEqual(["d2", "c"]);
  });

  it("is dropped by a move and ignored once another page is appended", async () => {
    await twoPages();
    await savePackedListHead(db);
    await expandOne();
    expect(await db.packedListHead.count()).toBe(0);

    await savePackedListHead(db);
    await tamper();
    // Rule 1 allows no append now (the table holds a row): another connection's keys change
    // the same way when a page is appended after an empty table, so change them directly.
    await inTx(() => db.experiencePages.put({ key: "999999999999-x", rows: [], deletes: [] }));
    expect((await readExperienceList(db, head)).map((r) => r.id)).toEqual(["d2", "c"]);
    expect(await countListedExperiences(db)).toBe(3);
  });

  it("is not saved when no page is packed", async () => {
    await savePackedListHead(db);
    expect(await db.packedListHead.count()).toBe(0);
  });
});

describe("canAppendPages", () => {
  it("is true while the table is empty, pages or not", async () => {
    expect(await canAppendPages(db)).toBe(true);
    await append([row("a")]);
    expect(await canAppendPages(db)).toBe(true);
  });

  it("is false once the table holds a row (written or expanded)", async () => {
    await db.experiences.put(row("x"));
    expect(await canAppendPages(db)).toBe(false);
    await db.experiences.clear();
    await append([row("a")]);
    await expandOne();
    expect(await canAppendPages(db)).toBe(false);
  });

  it("stays true after expanding a page that moved nothing", async () => {
    await append([row("a")]);
    await append([], ["a"]);
    await expandOne();
    expect(await db.experiences.count()).toBe(0);
    expect(await canAppendPages(db)).toBe(true);
  });
});

describe("packed experiences, randomized", () => {
  const ITERATIONS = 200;
  const IDS = ["a", "b", "B", "c", "d", "e", "Z", "é"];
  const DATES = [
    "2030-01-01T10:00:00.000Z",
    "2030-01-01T09:00:00.000Z",
    "2030-02-01T10:00:00.000Z",
    "2029-12-31T23:59:59.000Z",
  ];
  const FROM_DATES = [null, ...DATES, "2030-01-15T00:00:00.000Z", "2031-01-01T00:00:00.000Z"];
  const CREATORS = [null, "u1", "u2"];
  const WHERES: [string, ((e: ExperienceRow) => boolean) | undefined][] = [
    ["none", undefined],
    ["music", (e) => e.category === "music"],
    ["by u1", (e) => e.createdBy === "u1"],
    ["odd version", (e) => Number(e.title.split(" v")[1]) % 2 === 1],
  ];

  it(`merged reads equal the pages' state at every step (${ITERATIONS} runs)`, async () => {
    const seed = testSeed();
    onTestFailed(() => console.error(`packed experiences walk failed; replay with SEED=${seed}`));
    const random = seededRandom(seed);
    const chance = (p: number) => random() < p;
    let version = 0;

    function randomPage(): [ExperienceRow[], string[]] {
      // A pull page's changes, folded as the pull would: an id's last change decides whether
      // it is among the rows (possibly more than once, the last winning) or the deletes.
      const rows: ExperienceRow[] = [];
      const deletes = new Set<string>();
      const count = Math.floor(random() * 7);
      for (let i = 0; i < count; i++) {
        const id = pick(random, IDS);
        if (chance(0.3)) {
          for (let j = rows.length - 1; j >= 0; j--) if (rows[j]?.id === id) rows.splice(j, 1);
          deletes.add(id);
        } else {
          deletes.delete(id);
          rows.push(
            row(id, {
              title: `${id} v${++version}`,
              date: pick(random, DATES),
              isActive: chance(0.75),
              createdBy: pick(random, CREATORS),
              category: chance(0.5) ? "music" : "art",
            }),
          );
        }
      }
      if (chance(0.1)) deletes.add("gone-for-good");
      return [rows, [...deletes]];
    }

    async function check(state: Map<string, ExperienceRow>, where: string, on = db) {
      const msg = `seed ${seed}, ${where}`;
      const all = [...state.values()].sort(byId);
      const listed = listedOf(state);

      expect(await allExperiences(on), msg).toEqual(all);
      expect(await countListedExperiences(on), msg).toBe(listed.length);
      expect(await readExperienceList(on, { fromDate: null }), msg).toEqual(listed);
      // The list's head, as a reload reads it (from a saved head when there is a current one).
      for (const limit of [1, 2, 4]) {
        expect(await readExperienceList(on, { fromDate: null, limit }), msg).toEqual(
          listed.slice(0, limit),
        );
      }

      for (let k = 0; k < 3; k++) {
        const fromDate = pick(random, FROM_DATES);
        const [whereName, test] = pick(random, WHERES);
        const limit = chance(0.25) ? undefined : Math.floor(random() * (listed.length + 2));
        const expected = listed
          .filter((r) => fromDate === null || (r.listDate ?? "") >= fromDate)
          .filter((r) => !test || test(r))
          .slice(0, limit);
        const read = {
          fromDate,
          ...(test ? { where: test } : {}),
          ...(limit === undefined ? {} : { limit }),
        };
        expect(
          await readExperienceList(on, read),
          `${msg}, list from ${fromDate} where ${whereName} limit ${limit}`,
        ).toEqual(expected);
      }

      const ids = [...IDS, "gone-for-good"].sort(() => random() - 0.5);
      expect(await bulkGetExperiences(on, ids), msg).toEqual(ids.map((id) => state.get(id)));
      const one = pick(random, IDS);
      expect(await getExperience(on, one), msg).toEqual(state.get(one));

      const creators = chance(0.5) ? ["u1"] : ["u1", "u2"];
      const mine = all.filter((r) => r.createdBy !== null && creators.includes(r.createdBy));
      expect((await experiencesByCreators(on, creators)).sort(byId), msg).toEqual(mine);

      // Rule 3: the table and the remaining pages never hold the same id.
      const [tableKeys, pages] = await on.transaction("r", EXPERIENCE_TABLES, () =>
        Promise.all([on.experiences.toCollection().primaryKeys(), on.experiencePages.toArray()]),
      );
      const inPages = new Set(pages.flatMap((p) => [...p.rows.map((r) => r.id), ...p.deletes]));
      expect(
        tableKeys.filter((id) => inPages.has(id as string)),
        `${msg}: ids both in the table and in a page`,
      ).toEqual([]);
    }

    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      await inTx(() =>
        Promise.all([
          db.experiences.clear(),
          db.experiencePages.clear(),
          db.packedListHead.clear(),
        ]),
      );
      const state = new Map<string, ExperienceRow>();
      await check(state, `iteration ${iteration}, empty`);

      const pageCount = 1 + Math.floor(random() * 6);
      for (let p = 0; p < pageCount; p++) {
        expect(await canAppendPages(db)).toBe(true);
        const [rows, deletes] = randomPage();
        await append(rows, deletes);
        applyPage(state, rows, deletes);
        if (chance(0.3)) await savePackedListHead(db, Math.floor(random() * 5));
        if (chance(0.5)) await check(state, `iteration ${iteration}, appended page ${p}`);
      }
      await check(state, `iteration ${iteration}, all ${pageCount} pages appended`);

      for (let step = 0; ; step++) {
        const moved = await expandOne();
        // Rule 1 allows a new page whenever the table is still empty (e.g. the expanded pages
        // were all replaced by later ones): appended here with no read in between.
        const appended = step < 30 && chance(0.3) && (await canAppendPages(db));
        if (appended) {
          const [rows, deletes] = randomPage();
          await append(rows, deletes);
          applyPage(state, rows, deletes);
        }
        if (chance(0.3)) await savePackedListHead(db, Math.floor(random() * 5));
        await check(
          state,
          `iteration ${iteration}, after expansion step ${step}${appended ? " and an append" : ""}`,
        );
        if (chance(0.15)) {
          // A second connection (another tab) has no cached pages: it rebuilds the overlay.
          const other = new CultureWellDB(db.name);
          try {
            await check(state, `iteration ${iteration}, step ${step}, other connection`, other);
          } finally {
            other.close();
          }
        }
        if (!moved && !appended) break;
      }

      expect(await db.experiences.toArray(), `seed ${seed}, iteration ${iteration}`).toEqual(
        [...state.values()].sort(byId),
      );
      expect(await db.experiencePages.count()).toBe(0);
      expect(await db.packedListHead.count()).toBe(0);
    }
  }, 120_000);
});
