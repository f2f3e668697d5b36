import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngine } from "../testing/test-database.ts";
import { appendChange, type LogRow, readLogPage } from "./change-log.ts";
import { openDatabase } from "./client.ts";
import { type PostgresSettings, poolConfig } from "./postgres.ts";
import type { Db } from "./types.ts";

/**
 * PostgreSQL hands out a bigserial when a row is inserted, not when its transaction commits:
 * transaction A may take seq 1, B seq 2 and commit first. A pull between the two commits
 * returns 2, the device's cursor moves past 1, and A's change is never delivered. SQLite has
 * one writer, so there it cannot happen. docs/decisions/0021-one-data-layer-two-engines.md
 */
describe.runIf(testEngine.engine === "postgres")("the change_log cursor on PostgreSQL", () => {
  const opened: TestDatabase[] = [];
  const others: Db[] = [];
  afterEach(async () => {
    await Promise.all(others.splice(0).map((d) => d.close()));
    await Promise.all(opened.splice(0).map((d) => d.close()));
  });

  async function twoNodes(): Promise<[Db, Db, PostgresSettings]> {
    const first = await openTestDatabase();
    opened.push(first);
    const settings = first.settings as PostgresSettings;
    const second = await openDatabase({ engine: "postgres", ...settings });
    others.push(second);
    return [first.db, second, settings];
  }

  const now = new Date("2025-06-01T00:00:00.000Z");
  const change = (entityId: string) =>
    ({ entity: "experience", entityId, op: "upsert", audience: "public" }) as const;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  /** What a device gets pulling once between the commits and once after: ids in delivery order. */
  async function pullAroundCommits(
    nodeB: Db,
    commitA: () => Promise<void>,
    laterCommit: Promise<unknown>,
  ): Promise<string[]> {
    // Give the later transaction its chance to commit before the first pull.
    await Promise.race([laterCommit, sleep(300)]);
    const first: LogRow[] = await readLogPage(nodeB, ["public"], 0, 100);
    const cursor = first.at(-1)?.seq ?? 0;
    await commitA();
    await laterCommit;
    const second = await readLogPage(nodeB, ["public"], cursor, 100);
    return [...first, ...second].map((r) => r.entityId);
  }

  it("a naive bigserial cursor skips a change that commits after a later one (the hazard)", async () => {
    const [, nodeB, settings] = await twoNodes();
    const a = new pg.Client(poolConfig(settings));
    const b = new pg.Client(poolConfig(settings));
    await a.connect();
    await b.connect();
    try {
      const insert =
        "insert into change_log (entity, entity_id, op, audience, created_at) values ('experience', $1, 'upsert', 'public', $2)";
      await a.query("begin");
      await a.query(insert, ["A", now.toISOString()]);
      const bCommitted = (async () => {
        await b.query("begin");
        await b.query(insert, ["B", now.toISOString()]);
        await b.query("commit");
      })();
      const delivered = await pullAroundCommits(
        nodeB,
        async () => {
          await a.query("commit");
        },
        bCommitted,
      );
      expect(delivered).toEqual(["B"]); // A is lost: this is what Db.write must prevent
    } finally {
      await a.end();
      await b.end();
    }
  });

  it("Db.write delivers every change exactly once when a later write commits first", async () => {
    const [nodeA, nodeB] = await twoNodes();
    let appended!: () => void;
    const aAppended = new Promise<void>((r) => {
      appended = r;
    });
    let release!: () => void;
    const aMayCommit = new Promise<void>((r) => {
      release = r;
    });
    const aCommitted = nodeA.write(async (tx) => {
      await appendChange(tx, change("A"), now);
      appended();
      await aMayCommit;
    });
    await aAppended;
    // Another node's write, begun while A is open: it waits for A's lock.
    const bCommitted = nodeB.write((tx) => appendChange(tx, change("B"), now));
    const delivered = await pullAroundCommits(
      nodeB,
      async () => {
        release();
        await aCommitted;
      },
      bCommitted,
    );
    expect([...delivered].sort()).toEqual(["A", "B"]);
    expect(new Set(delivered).size).toBe(delivered.length);
  });
});
