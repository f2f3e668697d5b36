import "fake-indexeddb/auto";
import { CultureWellDB, META_KEYS } from "../src/db/db.ts";
import { uuidv7 } from "../src/domain/ids.ts";
import { createApiClient } from "../src/sync/http.ts";
import { pushOutbox } from "../src/sync/push.ts";
import { queueMutation } from "../src/sync/queue.ts";
import { writeSyncSession } from "../src/sync/sync-session.ts";

const MOODS = ["joyful", "curious", "reflective", "stressed"] as const;

/**
 * 1,000 moods queued in the client's outbox (fake-indexeddb in Node), then pushed end to end
 * over loopback HTTP to the real server: batches of 100, each mutation its own SQLite
 * transaction with its applied_mutations and change_log rows.
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

  const p0 = performance.now();
  const rejected = await pushOutbox({
    db,
    api: createApiClient({ baseUrl: url }),
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
  return { count, queueMs, pushMs };
}
