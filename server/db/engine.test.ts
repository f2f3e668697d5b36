import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.ts";
import { appendChange, readLogPage } from "./change-log.ts";
import { openDatabase } from "./client.ts";
import type { PostgresSettings } from "./postgres.ts";
import { venues } from "./schema.ts";
import type { ChangeNotice } from "./types.ts";

/**
 * The data layer's promises, on this run's engine (SQLite, or PostgreSQL in its leg of
 * `npm test`): what services rely on without asking which engine runs. docs/data-layer.md
 */

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
});

async function fresh() {
  const d = await openTestDatabase();
  opened.push(d);
  return d.db;
}

const T = "2025-06-01T00:00:00.000Z";
const venue = (id: string, name = "Hall") => ({
  id,
  name,
  address: "1 Road",
  city: "Riga",
  createdAt: T,
});

describe("Db.write", () => {
  it("commits everything awaited in it together", async () => {
    const db = await fresh();
    await db.write(async (tx) => {
      await tx.insert(venues).values(venue("v1"));
      await tx.insert(venues).values(venue("v2"));
    });
    expect((await db.select().from(venues)).map((v) => v.id).sort()).toEqual(["v1", "v2"]);
  });

  it("rolls everything back when the function throws, and passes the error on", async () => {
    const db = await fresh();
    await expect(
      db.write(async (tx) => {
        await tx.insert(venues).values(venue("v1"));
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await db.select().from(venues)).toEqual([]);
  });

  it("rolls back when a statement fails (a duplicate key) and keeps the database usable", async () => {
    const db = await fresh();
    await db.write((tx) => tx.insert(venues).values(venue("v1")));
    await expect(
      db.write(async (tx) => {
        await tx.insert(venues).values(venue("v2"));
        await tx.insert(venues).values(venue("v1"));
      }),
    ).rejects.toThrow();
    await db.write((tx) => tx.insert(venues).values(venue("v3")));
    expect((await db.select().from(venues)).map((v) => v.id).sort()).toEqual(["v1", "v3"]);
  });

  it("runs writes one at a time, in the order they were asked for", async () => {
    const db = await fresh();
    const steps: string[] = [];
    const write = (name: string) =>
      db.write(async (tx) => {
        steps.push(`${name} begins`);
        await tx.insert(venues).values(venue(name));
        await new Promise((r) => setTimeout(r, 5));
        await tx.select().from(venues);
        steps.push(`${name} ends`);
      });
    await Promise.all([write("a"), write("b"), write("c")]);
    expect(steps).toEqual(["a begins", "a ends", "b begins", "b ends", "c begins", "c ends"]);
  });

  it("never shows a write's rows to a read outside it before it commits", async () => {
    const db = await fresh();
    let inserted!: () => void;
    const wasInserted = new Promise<void>((r) => {
      inserted = r;
    });
    let finish!: () => void;
    const mayFinish = new Promise<void>((r) => {
      finish = r;
    });
    const writing = db.write(async (tx) => {
      await tx.insert(venues).values(venue("v1"));
      inserted();
      await mayFinish;
    });
    await wasInserted;
    // On SQLite this read waits for the commit; on PostgreSQL it sees the committed state.
    const reading = db.select().from(venues);
    finish();
    await writing;
    const seen = await reading;
    expect(seen.length === 0 || seen.length === 1).toBe(true);
    expect(await db.select().from(venues)).toHaveLength(1);
  });

  it("lets a read on the Db inside a write see the write's own rows", async () => {
    const db = await fresh();
    const seen = await db.write(async (tx) => {
      await tx.insert(venues).values(venue("v1"));
      return db.select().from(venues).where(eq(venues.id, "v1")).get();
    });
    expect(seen?.id).toBe("v1");
  });

  it("refuses a transaction used after its write ended", async () => {
    const db = await fresh();
    const kept = await db.write(async (tx) => ({ tx }));
    await expect(kept.tx.select().from(venues)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/after its write ended/) },
    });
  });

  it("undoes a savepoint's statements only", async () => {
    const db = await fresh();
    await db.write(async (tx) => {
      await tx.insert(venues).values(venue("kept"));
      await tx.run(sql.raw("SAVEPOINT mutation"));
      await tx.insert(venues).values(venue("undone"));
      await tx.run(sql.raw("ROLLBACK TO mutation"));
      await tx.run(sql.raw("RELEASE mutation"));
    });
    expect((await db.select().from(venues)).map((v) => v.id)).toEqual(["kept"]);
  });
});

describe("queries", () => {
  it("read booleans, numbers, null and text back as they were written", async () => {
    const db = await fresh();
    await db.write((tx) => tx.insert(venues).values({ ...venue("v1"), description: null }));
    const row = await db.select().from(venues).get();
    expect(row).toEqual({ ...venue("v1"), description: null });
    const count = await db.get<{ n: number }>(sql`select count(*) as "n" from venues`);
    expect(count).toEqual(expect.anything());
  });

  it("report how many rows an update touched through returning", async () => {
    const db = await fresh();
    await db.write((tx) => tx.insert(venues).values([venue("v1"), venue("v2")]));
    const touched = await db.write((tx) =>
      tx.update(venues).set({ name: "New" }).returning({ id: venues.id }),
    );
    expect(touched).toHaveLength(2);
  });
});

describe("change_log", () => {
  it("numbers appended changes in commit order and pages them per audience", async () => {
    const db = await fresh();
    const now = new Date(T);
    await db.write(async (tx) => {
      await appendChange(
        tx,
        { entity: "experience", entityId: "a", op: "upsert", audience: "public" },
        now,
      );
      await appendChange(
        tx,
        { entity: "experience", entityId: "b", op: "upsert", audience: "u1" },
        now,
      );
    });
    await db.write((tx) =>
      appendChange(
        tx,
        { entity: "experience", entityId: "c", op: "delete", audience: "public" },
        now,
      ),
    );
    const all = await readLogPage(db, ["public", "u1"], 0, 10);
    expect(all.map((r) => r.entityId)).toEqual(["a", "b", "c"]);
    expect(all.map((r) => r.seq)).toEqual([...all.map((r) => r.seq)].sort((x, y) => x - y));
    const publicOnly = await readLogPage(db, ["public"], 0, 10);
    expect(publicOnly.map((r) => [r.entityId, r.op])).toEqual([
      ["a", "upsert"],
      ["c", "delete"],
    ]);
    const after = await readLogPage(db, ["public", "u1"], all[0]?.seq ?? 0, 1);
    expect(after.map((r) => r.entityId)).toEqual(["b"]);
  });
});

describe("a write inside a write", () => {
  it("joins the open one: it commits with it and fails with it", async () => {
    const db = await fresh();
    await db.write(async (tx) => {
      await tx.insert(venues).values(venue("outer"));
      await db.write((inner) => inner.insert(venues).values(venue("inner")));
    });
    await expect(
      db.write(async (tx) => {
        await db.write((inner) => inner.insert(venues).values(venue("lost")));
        await tx.insert(venues).values(venue("outer")); // duplicate: the whole write fails
      }),
    ).rejects.toThrow();
    expect((await db.select().from(venues)).map((v) => v.id).sort()).toEqual(["inner", "outer"]);
  });
});

describe("Db.watch", () => {
  const now = new Date(T);
  const publicChange = (entityId: string) =>
    ({ entity: "experience", entityId, op: "upsert", audience: "public" }) as const;

  it("hears each committed write's highest seq per audience, after the commit", async () => {
    const db = await fresh();
    const notices: ChangeNotice[] = [];
    // PostgreSQL's LISTEN also says "everything" when it connects: only what moved counts here.
    const stop = db.watch((n) => n.moved.size > 0 && notices.push(n));
    await db.write(async (tx) => {
      await appendChange(tx, publicChange("a"), now);
      await appendChange(tx, { ...publicChange("b"), audience: "u1" }, now);
      await appendChange(tx, publicChange("c"), now);
    });
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    const rows = await readLogPage(db, ["public", "u1"], 0, 10);
    const seqOf = (id: string) => rows.find((r) => r.entityId === id)?.seq;
    expect(notices[0]?.moved).toEqual(
      new Map([
        ["public", seqOf("c")],
        ["u1", seqOf("b")],
      ]),
    );
    stop();
  });

  it("hears nothing of a write that rolled back, or that appended nothing", async () => {
    const db = await fresh();
    const notices: ChangeNotice[] = [];
    db.watch((n) => n.moved.size > 0 && notices.push(n));
    await expect(
      db.write(async (tx) => {
        await appendChange(tx, publicChange("a"), now);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    await db.write((tx) => tx.insert(venues).values(venue("v1")));
    await db.write((tx) => appendChange(tx, publicChange("after"), now));
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect([...(notices[0]?.moved.keys() ?? [])]).toEqual(["public"]);
  });
});

describe.runIf(testEngine.engine === "postgres")("Db.watch across nodes", () => {
  it("another node hears a commit (NOTIFY), and only once it has committed", async () => {
    const first = await openTestDatabase();
    opened.push(first);
    const other = await openDatabase({
      engine: "postgres",
      ...(first.settings as PostgresSettings),
    });
    try {
      const heard: ChangeNotice[] = [];
      other.watch((n) => heard.push(n));
      // The LISTEN connection opens on the first watch and then says "everything".
      await vi.waitFor(() => expect(heard).toEqual([{ moved: new Map(), everything: true }]));
      let release!: () => void;
      const mayCommit = new Promise<void>((r) => {
        release = r;
      });
      const writing = first.db.write(async (tx) => {
        await appendChange(
          tx,
          { entity: "experience", entityId: "x", op: "upsert", audience: "public" },
          new Date(T),
        );
        await mayCommit;
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.filter((n) => n.moved.size > 0)).toEqual([]); // not committed yet
      release();
      await writing;
      const moved = () => heard.filter((n) => n.moved.size > 0);
      await vi.waitFor(() => expect(moved()).toHaveLength(1));
      expect(moved()[0]?.moved.get("public")).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
