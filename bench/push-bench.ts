import "fake-indexeddb/auto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate, openDatabase, postgresPool, sqliteHandle } from "../server/db/client.ts";
import { users } from "../server/db/schema.ts";
import type { Db } from "../server/db/types.ts";
import { CultureWellDB, META_KEYS } from "../src/db/db.ts";
import { uuidv7 } from "../src/domain/ids.ts";
import { type ApiFetch, createApiClient } from "../src/sync/http.ts";
import { pushOutbox } from "../src/sync/push.ts";
import { queueMutation } from "../src/sync/queue.ts";
import { writeSyncSession } from "../src/sync/sync-session.ts";
import {
  type BenchEngine,
  benchPgSettings,
  createBenchDatabase,
  insertMany,
  inTransaction,
} from "./engines.ts";

const MOODS = ["joyful", "curious", "reflective", "stressed"] as const;

/**
 * 1,000 moods queued in the client's outbox (fake-indexeddb in Node), then pushed end to end
 * over loopback HTTP to the real server: batches of up to SYNC_LIMITS.maxPushBatch, each batch
 * one SQLite transaction (a savepoint per mutation) with its applied_mutations and change_log
 * rows. `httpMs` is the time inside the requests (network + server), `clientMs` the rest
 * (reading the outbox, settling the answers in IndexedDB).
 */
export async function benchPush(url: string, count = 1000) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo-individual", password: "culture-demo-1" }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const db = new CultureWellDB(`bench-push-${Date.now()}`);
  const session = { userId: user.id, token };
  await writeSyncSession(db, session);
  await db.meta.put({ key: META_KEYS.sessionUser, value: { id: user.id } });

  const q0 = performance.now();
  for (let i = 0; i < count; i++) {
    await queueMutation(
      db,
      "mood.log",
      {
        id: uuidv7(),
        mood: MOODS[i % MOODS.length] ?? "joyful",
        intensity: 1 + (i % 10),
        notes: `bench ${i}`,
      },
      { userId: user.id },
    );
  }
  const queueMs = performance.now() - q0;

  // Time inside the HTTP requests (network + server), apart from the client's own work.
  const http = createApiClient({ baseUrl: url });
  let requests = 0;
  let httpMs = 0;
  const api: ApiFetch = async (path, request) => {
    const t0 = performance.now();
    try {
      return await http(path, request);
    } finally {
      httpMs += performance.now() - t0;
      requests += 1;
    }
  };
  const p0 = performance.now();
  const rejected = await pushOutbox({
    db,
    api,
    session,
    clientId: crypto.randomUUID(),
    now: () => new Date(),
  });
  const pushMs = performance.now() - p0;

  const entries = (await (
    await fetch(`${url}/api/users/${user.id}/mood-entries`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as unknown[];
  if (rejected.length > 0 || (await db.outbox.count()) !== 0 || entries.length < count) {
    throw new Error(`push bench: ${rejected.length} rejected, ${entries.length} on the server`);
  }
  db.close();
  return { count, queueMs, pushMs, httpMs, clientMs: pushMs - httpMs, requests };
}

/**
 * The anchor for `benchPush`: the rows a push of `count` moods leaves on the server (mood_entries,
 * applied_mutations, change_log) inserted raw in ONE transaction. On SQLite with better-sqlite3
 * prepared statements, on a file database opened like the server's (WAL, synchronous NORMAL); on
 * PostgreSQL with multi-row INSERTs through `pg`, in a fresh database. The rows are made before
 * the clock starts.
 */
export async function benchPushRawInsert(count = 1000, engine: BenchEngine = "sqlite") {
  if (engine === "postgres") {
    const bench = await createBenchDatabase();
    try {
      const db = await openDatabase(benchPgSettings(bench.url));
      try {
        return await rawInsert(db, count);
      } finally {
        await db.close();
      }
    } finally {
      await bench.drop();
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "culturewell-push-raw-"));
  try {
    const db = await openDatabase({ engine: "sqlite", file: join(dir, "raw.db") });
    try {
      return await rawInsert(db, count);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The user row through the data layer, then the timed raw inserts on the engine's handle. */
async function rawInsert(db: Db, count: number) {
  await migrate(db);
  const userId = uuidv7();
  const at = new Date().toISOString();
  await db.write(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      username: "raw",
      usernameKey: "raw",
      passwordHash: "-",
      createdAt: at,
      updatedAt: at,
    });
  });
  const rows = Array.from({ length: count }, (_, i) => {
    const mood = {
      id: uuidv7(),
      userId,
      mood: MOODS[i % MOODS.length] ?? "joyful",
      intensity: 1 + (i % 10),
      context: `bench ${i}`,
      createdAt: at,
      experienceId: null,
    };
    const result = JSON.stringify({ status: "applied", name: "mood.log", value: mood });
    return { mood, mutationId: uuidv7(), result };
  });
  if (db.engine === "postgres") {
    const t0 = performance.now();
    await inTransaction(postgresPool(db), async (client) => {
      await insertMany(
        client,
        "mood_entries",
        ["id", "user_id", "mood", "intensity", "context", "created_at", "experience_id"],
        rows.map(({ mood: m }) => [m.id, userId, m.mood, m.intensity, m.context, at, null]),
      );
      await insertMany(
        client,
        "change_log",
        ["entity", "entity_id", "op", "audience", "created_at"],
        rows.map(({ mood }) => ["moodEntry", mood.id, "upsert", userId, at]),
      );
      await insertMany(
        client,
        "applied_mutations",
        ["user_id", "mutation_id", "result", "created_at"],
        rows.map(({ mutationId, result }) => [userId, mutationId, result, at]),
      );
    });
    return { count, insertMs: performance.now() - t0 };
  }
  const sqlite = sqliteHandle(db);
  const insertMood = sqlite.prepare(
    `insert into mood_entries (id, user_id, mood, intensity, context, created_at, experience_id)
     values (@id, @userId, @mood, @intensity, @context, @createdAt, @experienceId)`,
  );
  const insertApplied = sqlite.prepare(
    "insert into applied_mutations (user_id, mutation_id, result, created_at) values (?, ?, ?, ?)",
  );
  const insertChange = sqlite.prepare(
    "insert into change_log (entity, entity_id, op, audience, created_at) values (?, ?, ?, ?, ?)",
  );
  const t0 = performance.now();
  sqlite.transaction(() => {
    for (const { mood, mutationId, result } of rows) {
      insertMood.run(mood);
      insertChange.run("moodEntry", mood.id, "upsert", userId, at);
      insertApplied.run(userId, mutationId, result, at);
    }
  })();
  return { count, insertMs: performance.now() - t0 };
}
