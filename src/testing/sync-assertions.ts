import { CultureWellDB } from "#db/db.ts";
import { createSyncEngine } from "#sync/engine.ts";
import { createMutex } from "#sync/lock.ts";
import { writeSyncSession } from "#sync/sync-session.ts";
import type { InProcessServer, SignedIn } from "./in-process-server.ts";
import { manualTimers, type TestClient } from "./sync-harness.ts";

/** Tables compared between a client and the server's truth (everything a pull can fill). */
export const SYNCED_TABLES = [
  "experiences",
  "moodRecommendations",
  "favorites",
  "registrations",
  "moodEntries",
  "calendarEvents",
  "profile",
  "inquiries",
  "referrals",
  "attendees",
  "checkins",
  "partners",
  "doorHelpers",
  "eventReminders",
] as const;

export type Snapshot = Record<(typeof SYNCED_TABLES)[number], unknown[]>;

const keyOf = (row: Record<string, unknown>) => String(row.id ?? row.userId);

/** Every synced table of a client database, rows sorted by id. */
export async function snapshotOf(db: CultureWellDB): Promise<Snapshot> {
  const out = {} as Snapshot;
  for (const name of SYNCED_TABLES) {
    const rows = (await db.table(name).toArray()) as Record<string, unknown>[];
    out[name] = rows.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  }
  return out;
}

let fresh = 0;

/**
 * The server's truth as the user would receive it: a brand-new device pulls everything from
 * cursor 0 through the real pull endpoint.
 */
export async function serverSnapshot(server: InProcessServer, user: SignedIn): Promise<Snapshot> {
  const db = new CultureWellDB(`truth-${++fresh}-${Date.now()}`);
  try {
    await writeSyncSession(db, { userId: user.userId, token: user.token });
    const engine = createSyncEngine({
      db,
      fetch: server.fetch,
      lock: createMutex(),
      timers: manualTimers(),
    });
    const result = await engine.sync();
    if (result !== "synced") throw new Error(`truth pull failed: ${result}`);
    return await snapshotOf(db);
  } finally {
    db.close();
    await db.delete();
  }
}

/**
 * The mutation ids the server applied (or refused) for a user, in the order it ran them (the
 * runner numbers each user's outcomes in applied_mutations.position).
 */
export async function appliedOrder(server: InProcessServer, userId: string): Promise<string[]> {
  const rows = await server.sql<{ mutation_id: string }>(
    "select mutation_id from applied_mutations where user_id = ? order by position",
    userId,
  );
  return rows.map((row) => row.mutation_id);
}

/**
 * The checks every sync scenario ends with: the outbox is empty; the server ran each queued
 * mutation exactly once and in queue order (its applied_mutations record, written in the same
 * transaction as the effect); and the client's tables equal what a fresh device pulls.
 */
export async function expectConverged(
  server: InProcessServer,
  client: TestClient,
  queued: readonly string[],
): Promise<void> {
  const user = client.user;
  if (!user) throw new Error("client is not signed in");
  const outbox = await client.db.outbox.count();
  if (outbox !== 0) throw new Error(`outbox still holds ${outbox} entries`);
  const wanted = new Set(queued);
  const order = (await appliedOrder(server, user.userId)).filter((id) => wanted.has(id));
  const same = order.length === queued.length && order.every((id, i) => id === queued[i]);
  if (!same) {
    throw new Error(`server order differs:\n${order.join(",")}\nvs queued\n${queued.join(",")}`);
  }
  const [local, truth] = await Promise.all([snapshotOf(client.db), serverSnapshot(server, user)]);
  for (const table of SYNCED_TABLES) {
    const a = JSON.stringify(local[table]);
    const b = JSON.stringify(truth[table]);
    if (a !== b) throw new Error(`table ${table} differs from the server:\n${a}\n${b}`);
  }
}

/** Rows of a server table for a user (exactly-once checks count them). */
export async function countRows(
  server: InProcessServer,
  table: string,
  where: string,
  ...params: unknown[]
): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `select count(*) as n from ${table} where ${where}`,
    ...params,
  );
  return row?.n ?? 0;
}
