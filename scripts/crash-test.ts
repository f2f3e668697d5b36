/**
 * `npm run test:crash [-- --engine postgres|sqlite --kills 20]`: the server process is killed
 * with SIGKILL again and again while one device pushes moods as the app does (batches, the same
 * mutation ids resent after a lost answer). At the end every acknowledged mutation is in the
 * database exactly once, and nothing else is. Part of `npm run test:pg` (PostgreSQL, 20 kills).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { uuidv7 } from "#domain/ids.ts";
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from "#domain/sync-protocol.ts";

const { values } = parseArgs({
  options: {
    engine: { type: "string", default: "postgres" },
    kills: { type: "string", default: "20" },
  },
});
const engine = values.engine === "sqlite" ? "sqlite" : "postgres";
const kills = Number(values.kills);
const adminUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbName = `cw_crash_${Date.now().toString(36)}`;
const dir = mkdtempSync(join(tmpdir(), "cw-crash-"));
const databaseEnv: Record<string, string> = {};
if (engine === "postgres") {
  await admin(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseEnv.DATABASE_URL = url.toString();
} else {
  databaseEnv.DATABASE_FILE = join(dir, "crash.db");
}

let server: ChildProcess | null = null;
function start(): ChildProcess {
  const child = spawn(process.execPath, ["server/index.ts"], {
    stdio: "ignore",
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      RATE_LIMIT_MAX: "10000",
      STATIC_DIR: dir,
    },
  });
  return child;
}

async function untilUp(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the server did not come up");
}

async function post(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
}

interface Queued {
  id: string;
  moodId: string;
}

server = start();
await untilUp();
const signup = await post("/api/auth/signup", {
  username: `crash-${Date.now().toString(36)}`,
  password: "secret-pass-1",
  firstName: "Crash",
  userType: "individual",
  invitationCode: "CULTURE-2025",
});
if (!signup.ok) throw new Error(`sign-up failed: ${signup.status}`);
const { token, user } = (await signup.json()) as { token: string; user: { id: string } };
const clientId = uuidv7();

const acknowledged: Queued[] = [];
let retries = 0;
let stop = false;

/** One device: batches of 5 moods; an unanswered batch is sent again, unchanged, until answered. */
async function writer(): Promise<void> {
  while (!stop) {
    const batch: Queued[] = Array.from({ length: 5 }, () => ({ id: uuidv7(), moodId: uuidv7() }));
    const body = {
      clientId,
      mutations: batch.map((m, i) => ({
        id: m.id,
        name: "mood.log",
        args: { id: m.moodId, mood: "joyful", intensity: (i % 10) + 1 },
        createdAt: new Date().toISOString(),
      })),
    };
    for (;;) {
      try {
        const res = await post("/api/sync/push", body, token);
        if (res.ok) {
          const { results } = (await res.json()) as { results: { status: string }[] };
          if (results.some((r) => r.status !== "applied")) throw new Error("a mood was refused");
          acknowledged.push(...batch);
          break;
        }
        if (res.status < 500) throw new Error(`push answered ${res.status}`);
      } catch (error) {
        if (error instanceof Error && /refused|answered/.test(error.message)) throw error;
      }
      retries++;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const writing = writer();
for (let k = 0; k < kills; k++) {
  await new Promise((r) => setTimeout(r, 200 + Math.random() * 400));
  server.kill("SIGKILL");
  await new Promise((r) => server?.once("exit", r));
  server = start();
  await untilUp();
}
await new Promise((r) => setTimeout(r, 300));
stop = true;
await writing;

server.kill("SIGTERM");
await new Promise((r) => server?.once("exit", r));

// What the database holds, read directly (not through the server being tested).
let stored: { id: string }[] = [];
if (engine === "postgres") {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  stored = (await client.query("select id from mood_entries where user_id = $1", [user.id])).rows;
  await client.end();
  await admin(`drop database if exists "${dbName}" with (force)`);
} else {
  const { default: Database } = await import("better-sqlite3");
  const sqlite = new Database(databaseEnv.DATABASE_FILE as string, { readonly: true });
  stored = sqlite.prepare("select id from mood_entries where user_id = ?").all(user.id) as {
    id: string;
  }[];
  sqlite.close();
}
rmSync(dir, { recursive: true, force: true });

const want = new Set(acknowledged.map((m) => m.moodId));
const counts = new Map<string, number>();
for (const { id } of stored) counts.set(id, (counts.get(id) ?? 0) + 1);
const missing = [...want].filter((id) => !counts.has(id));
const doubled = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
const unknown = [...counts.keys()].filter((id) => !want.has(id));
console.log(
  `crash test (${engine}): ${kills} kills, ${acknowledged.length} acknowledged moods, ` +
    `${stored.length} stored, ${retries} resends; missing ${missing.length}, twice ${doubled.length}, ` +
    `unacknowledged ${unknown.length}`,
);
// A batch whose answer was lost and never resent (the writer stopped) may be stored without an
// acknowledgement: the writer always resends until answered, so there is none.
if (missing.length > 0 || doubled.length > 0 || unknown.length > 0 || acknowledged.length === 0) {
  process.exit(1);
}
