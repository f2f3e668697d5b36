/**
 * Check e of `npm run test:nodes` (scripts/test-nodes.ts): the periodic no-show job, which every
 * node starts at boot (server/index.ts `startNoShowJob`), runs each tick on one node only: the
 * tick is claimed in `job_ticks` in the same write as the work (server/services/job-ticks.ts,
 * docs/data-layer.md "What every node shares"). Everything is read directly through pg.
 */
import assert from "node:assert/strict";
import { NO_SHOW_INTERVAL_MS, NO_SHOW_JOB } from "../server/services/no-shows.ts";
import type { Cluster } from "./cluster.ts";
import { query, waitFor } from "./cluster-util.ts";

/** How long after both nodes answer their boot tick has surely run (it starts before listen). */
const BOOT_RUN_SETTLE_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rows of `job_ticks` for the no-show job, per tick. */
async function ticksOf(url: string): Promise<{ tick: string; rows: number }[]> {
  const rows = await query<{ tick: string; rows: string }>(
    url,
    "select tick, count(*) as rows from job_ticks where job = $1 group by tick order by tick",
    [NO_SHOW_JOB],
  );
  return rows.map((r) => ({ tick: r.tick, rows: Number(r.rows) }));
}

/** The tick `now` falls in and the next one, named as the job names them (tickStart). */
function currentTicks(): string[] {
  const start = Math.floor(Date.now() / NO_SHOW_INTERVAL_MS) * NO_SHOW_INTERVAL_MS;
  return [start, start + NO_SHOW_INTERVAL_MS].map((ms) => new Date(ms).toISOString());
}

/** Stops every node at once (SIGKILL: quick), runs `between`, then boots them all at once. */
async function rebootAll(cluster: Cluster, between: () => Promise<void>): Promise<void> {
  await Promise.all(cluster.nodes.map((n) => n.kill()));
  await between();
  await Promise.all(cluster.nodes.map((n) => n.start()));
}

/**
 * (e) One run per tick with two nodes up, in three steps:
 *   1. Both nodes ran the boot tick when the cluster started: `job_ticks` holds one row per tick
 *      (the primary key (job, tick) forbids a second; the row shows the runs went through it).
 *   2. A seeded experience with `registered` registrations is moved into the past (ended), its
 *      tick already claimed (as if by another node), and both nodes booted at once: neither does
 *      the work, so its registrations stay `registered`. A node that ran its own copy of the job
 *      regardless of the claim would mark them.
 *   3. The claims removed, both nodes booted at once again, both run the tick: one claim row
 *      for it, the registrations become `no_show`, and one `change_log` row announces each.
 * Marking is idempotent on its own (`status = 'registered'` in the update), so step 3's single
 * row per registration holds even for a job that ran twice; step 2 is what tells a claimed tick
 * from none. Step 2's wait can only make the check pass wrongly (a late run), never fail
 * wrongly; its boot run begins before the node listens, so it is done well within the wait.
 * The seeded registrations are used rather than a row inserted here: a registration inserted
 * without a signed ticket is repaired (and announced) at boot (services/ticket-repair.ts).
 * No pulls or partner reads run meanwhile: they settle no-shows too (services/no-shows.ts).
 */
export async function jobOnce(cluster: Cluster): Promise<string> {
  const db = cluster.databaseUrl;
  const atBoot = await ticksOf(db);
  assert.ok(atBoot.length >= 1, "the nodes' boot runs claimed no tick");
  assert.deepEqual(
    atBoot.filter((t) => t.rows !== 1),
    [],
    "one job_ticks row per tick after both nodes booted",
  );

  const [target] = await query<{ experience: string; ids: string[] }>(
    db,
    `select experience_id as experience, array_agg(id order by id) as ids from user_experiences
     where status = 'registered' group by experience_id order by experience_id limit 1`,
  );
  assert.ok(target, "a seeded experience with registrations (DEMO_ACCOUNTS on)");
  const { ids } = target;
  const [head] = await query<{ seq: string }>(db, "select max(seq) as seq from change_log");
  const since = Number(head?.seq ?? 0);
  const statuses = async () =>
    (
      await query<{ status: string }>(
        db,
        "select status from user_experiences where id = any($1) order by id",
        [ids],
      )
    ).map((r) => r.status);
  /** Announcements of these registrations since the check began, per registration. */
  const announced = async () => {
    const rows = await query<{ id: string; n: string }>(
      db,
      `select entity_id as id, count(*) as n from change_log
       where seq > $1 and entity = 'registration' and entity_id = any($2) group by entity_id`,
      [since, ids],
    );
    return ids.map((id) => Number(rows.find((r) => r.id === id)?.n ?? 0));
  };
  const ended = new Date(Date.now() - 3 * 3600_000).toISOString();

  // 2. Claimed ahead (this tick and the next, so a tick boundary during the step changes nothing).
  await rebootAll(cluster, async () => {
    await query(db, "update experiences set date = $1, duration = 60 where id = $2", [
      ended,
      target.experience,
    ]);
    for (const tick of currentTicks()) {
      await query(
        db,
        "insert into job_ticks (job, tick, ran_at) values ($1, $2, $3) on conflict do nothing",
        [NO_SHOW_JOB, tick, new Date().toISOString()],
      );
    }
  });
  await sleep(BOOT_RUN_SETTLE_MS);
  const waiting = ids.map(() => "registered");
  assert.deepEqual(await statuses(), waiting, "a node ran a tick that was already claimed");
  assert.deepEqual(
    await announced(),
    ids.map(() => 0),
    "a claimed tick announced a no-show",
  );

  // 3. Unclaimed: both nodes boot at once and race for the tick.
  const ticks = currentTicks();
  await rebootAll(cluster, async () => {
    await query(db, "delete from job_ticks where job = $1 and tick = any($2)", [
      NO_SHOW_JOB,
      ticks,
    ]);
  });
  await waitFor("the boot tick to mark the no-shows", async () =>
    (await statuses()).every((s) => s === "no_show"),
  );
  await sleep(BOOT_RUN_SETTLE_MS); // the other node's run, had it not been skipped
  const after = await ticksOf(db);
  const raced = after.filter((t) => ticks.includes(t.tick));
  assert.ok(raced.length >= 1, "the raced tick was claimed");
  assert.deepEqual(
    after.filter((t) => t.rows !== 1),
    [],
    "one job_ticks row per tick after both nodes raced",
  );
  const changes = await announced();
  assert.deepEqual(
    changes,
    ids.map(() => 1),
    "each no-show announced once",
  );
  return (
    `job_ticks at boot: ${atBoot.length} tick(s), 1 row each; claimed tick: both nodes skipped ` +
    `(${ids.length} registration(s) of an ended experience still registered, 0 changes); ` +
    `raced tick: ${raced.length} row, ${ids.length} → no_show, change_log rows per ` +
    `registration: ${changes.join(", ")}`
  );
}
