/**
 * `npm run test:nodes`: two app processes on one fresh PostgreSQL database behind nginx
 * (scripts/cluster.ts), and what must hold when users' requests land on either:
 *   a. one device alternating between the nodes directly: every change delivered once, in order;
 *   b. a node killed (SIGKILL) under a writer going through nginx: every acknowledged write
 *      stored exactly once, and the writer carries on through the other node meanwhile;
 *   c. a rolling restart while two devices sync through nginx: nothing a user would see;
 *   d. a burst of wrong sign-ins split across both nodes meets one budget
 *      (scripts/nodes-check-budget.ts);
 *   e. the periodic job both nodes start runs each tick once (scripts/nodes-check-job.ts).
 * Skipped (exit 0) without PostgreSQL or nginx, except under CI. Part of `npm run test:pg`.
 * README "Run several nodes".
 */
import assert from "node:assert/strict";
import { type Cluster, startCluster } from "./cluster.ts";
import { type Device, newDevice } from "./cluster-device.ts";
import { ADMIN_URL, findNginx, healthy, postgresVersion, query, waitFor } from "./cluster-util.ts";
import { LOGIN_MAX, splitBurst } from "./nodes-check-budget.ts";
import { jobOnce } from "./nodes-check-job.ts";

const missing = [
  (await postgresVersion()) ? null : `no PostgreSQL answered at ${new URL(ADMIN_URL).host}`,
  findNginx() ? null : "nginx is not installed",
].filter((m): m is string => m !== null);
if (missing.length > 0) {
  console.log(`\n  test:nodes SKIPPED: ${missing.join("; ")}.\n  (.ci/run installs both.)\n`);
  process.exit(process.env.CI ? 1 : 0);
}

/** A device's think time: steady traffic that leaves the CPU to the nodes (and to others). */
const pause = () => new Promise((r) => setTimeout(r, 10));

/** Every acknowledged mood of `device` is stored exactly once, and nothing else is (read directly). */
async function assertStoredOnce(cluster: Cluster, device: Device, label: string): Promise<void> {
  const rows = await query<{ id: string }>(
    cluster.databaseUrl,
    "select id from mood_entries where user_id = $1",
    [device.userId],
  );
  const counts = new Map<string, number>();
  for (const { id } of rows) counts.set(id, (counts.get(id) ?? 0) + 1);
  const want = new Set(device.acknowledged);
  const lost = device.acknowledged.filter((id) => !counts.has(id));
  const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const unknown = [...counts.keys()].filter((id) => !want.has(id));
  assert.deepEqual({ lost, twice, unknown }, { lost: [], twice: [], unknown: [] }, label);
}

/** Every acknowledged mood was delivered by the pulls exactly once, in the order pushed. */
function assertDeliveredOnce(device: Device, label: string): void {
  assert.equal(new Set(device.delivered).size, device.delivered.length, `${label}: a repeat`);
  assert.deepEqual(device.delivered, device.acknowledged, `${label}: delivered ≠ pushed`);
}

/** (a) Sign in on A; push on A, pull on B; push on B, pull on A; … each pull sees all, once. */
async function alternating(cluster: Cluster): Promise<string> {
  const [a, b] = cluster.nodes.map((n) => n.url) as [string, string];
  const device = await newDevice(a);
  const rounds = 6;
  for (let round = 0; round < rounds; round++) {
    const [pushAt, pullAt] = round % 2 === 0 ? [a, b] : [b, a];
    await device.push(pushAt, 5);
    await device.pullAll(pullAt);
    assertDeliveredOnce(device, `round ${round + 1}`);
  }
  await assertStoredOnce(cluster, device, "alternating");
  return `${rounds} rounds, ${device.acknowledged.length} moods, each delivered once in order`;
}

/** (b) SIGKILL one node while a device pushes through nginx; it must carry on meanwhile. */
async function killUnderWriter(cluster: Cluster): Promise<string> {
  const victim = cluster.nodes[0];
  assert.ok(victim);
  const device = await newDevice(cluster.url);
  let stop = false;
  const writing = (async () => {
    while (!stop) {
      await device.push(cluster.url, 5);
      await pause();
    }
  })();
  // Guards every wait below: a writer that fails ends the check at once, not at a timeout.
  let failure: unknown = null;
  writing.catch((error: unknown) => {
    failure = error;
  });
  const progress = (n: number) => () => {
    if (failure) throw failure;
    return device.acknowledged.length >= n;
  };
  await waitFor("the writer's first batches", progress(25));
  await victim.kill();
  const atKill = device.acknowledged.length;
  // The node is down: the writer must still be acknowledged, through the other node.
  await waitFor("progress while a node is down", progress(atKill + 50), 30_000);
  const whileDown = device.acknowledged.length - atKill;
  assert.equal(await healthy(victim.url), false, "the killed node is down");
  await victim.start();
  const atStart = device.acknowledged.length;
  await waitFor("progress after the node is back", progress(atStart + 25));
  stop = true;
  await writing;
  await assertStoredOnce(cluster, device, "kill -9");
  await device.pullAll(cluster.url);
  assertDeliveredOnce(device, "kill -9");
  return (
    `${device.acknowledged.length} moods acknowledged (${whileDown} while the node was down), ` +
    `${device.retries} resends; all stored once`
  );
}

/** (c) Restart node 1, then node 2, each waiting for health, while two devices sync. */
async function rollingRestart(cluster: Cluster): Promise<string> {
  const devices = [await newDevice(cluster.url), await newDevice(cluster.url)];
  let stop = false;
  const syncing = devices.map(async (device) => {
    while (!stop) {
      await device.push(cluster.url, 3);
      await device.pullAll(cluster.url);
      await pause();
    }
  });
  let failure: unknown = null;
  for (const s of syncing) {
    s.catch((error: unknown) => {
      failure ??= error;
    });
  }
  const progress = (n: number) => () => {
    if (failure) throw failure;
    return devices.every((d) => d.acknowledged.length >= n);
  };
  await waitFor("both devices syncing", progress(15));
  const took: string[] = [];
  for (const node of cluster.nodes) {
    const before = Math.min(...devices.map((d) => d.acknowledged.length));
    const t0 = Date.now();
    await node.restart();
    took.push(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Both devices go on between the two restarts, so each restart is met by traffic.
    await waitFor("progress after a restart", progress(before + 15));
  }
  stop = true;
  await Promise.all(syncing);
  for (const [i, device] of devices.entries()) {
    await device.pullAll(cluster.url);
    await assertStoredOnce(cluster, device, `device ${i + 1}`);
    assertDeliveredOnce(device, `device ${i + 1}`);
  }
  const moods = devices.reduce((n, d) => n + d.acknowledged.length, 0);
  const reasons = new Map<string, number>();
  for (const d of devices) {
    for (const [why, n] of d.retryReasons) reasons.set(why, (reasons.get(why) ?? 0) + n);
  }
  const retries = [...reasons].map(([why, n]) => `${n}× ${why}`).join(", ") || "none";
  return (
    `${moods} moods from 2 devices, resends: ${retries}; no 4xx; all stored once; ` +
    `restarts took ${took.join(", ")}`
  );
}

// Each check gets the running cluster and returns its one-line summary; one that throws fails
// the run. Budgets and job ticks are rows of the shared database (docs/data-layer.md "What
// every node shares"); d and e prove it across two processes. e reboots both nodes, so it is last.
const CHECKS: [string, (cluster: Cluster) => Promise<string>][] = [
  ["a. one device alternating between nodes", alternating],
  ["b. kill -9 of a node under a writer", killUnderWriter],
  ["c. rolling restart under two devices", rollingRestart],
  ["d. a sign-in burst split over both nodes", splitBurst],
  ["e. a job tick run by one node only", jobOnce],
];

const started = Date.now();
// The production login budget (RATE_LIMIT_MAX's default), named here so check d counts against
// a known one. a–c are unaffected: a successful sign-in gives its reserved slots back
// (server/services/account-password.ts), and d spends its budget from an IP of its own.
const cluster = await startCluster({ count: 2, env: { RATE_LIMIT_MAX: String(LOGIN_MAX) } });
console.log(`test:nodes: 2 nodes behind nginx at ${cluster.url}`);
let failed = 0;
try {
  for (const [name, check] of CHECKS) {
    const t0 = Date.now();
    try {
      const summary = await check(cluster);
      console.log(`  ok   ${name}: ${summary} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed++;
      console.log(`  FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
      console.log(`       logs: ${cluster.prefix} (kept)`);
      break; // the cluster may be in any state; later checks would only report that
    }
  }
} finally {
  await cluster.stop({ keepLogs: failed > 0 }).catch((error: unknown) => {
    failed++;
    console.log(`  FAIL stopping the cluster: ${String(error)}`);
  });
}
console.log(
  `test:nodes: ${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
