import { uuidv7 } from "#domain/ids.ts";
import type { PullAudience } from "#domain/sync-protocol.ts";
import type { Account } from "./accounts.ts";
import { type Json, json, type TestApp } from "./test-app.ts";

export interface QueuedMutation {
  id: string;
  name: string;
  args: unknown;
  createdAt: string;
}

/** A queued mutation as the client's outbox sends it. */
export function mutation(name: string, args: unknown, createdAt?: string): QueuedMutation {
  return { id: uuidv7(), name, args, createdAt: createdAt ?? "2025-06-02T09:00:00.000Z" };
}

export async function pushAs(
  t: TestApp,
  account: Account,
  mutations: QueuedMutation[],
  clientId = "0197a000-0000-7000-8000-000000000001",
): Promise<{ status: number; body: Json }> {
  const res = await t.post("/api/sync/push", { clientId, mutations }, account.auth);
  return { status: res.status, body: await json(res) };
}

/** One pull page. */
export async function pullPage(
  t: TestApp,
  account: Account | null,
  cursor = 0,
  limit?: number,
  audience?: PullAudience,
): Promise<Json> {
  const query = `cursor=${cursor}${limit === undefined ? "" : `&limit=${limit}`}${audience ? `&audience=${audience}` : ""}`;
  const res = await t.app.request(`/api/sync/pull?${query}`, {
    headers: account ? account.auth : {},
  });
  if (res.status !== 200) throw new Error(`pull failed: ${res.status}`);
  return json(res);
}

/** Pulls every page from `cursor` and folds the changes into a map like the client's tables. */
export async function pullAll(
  t: TestApp,
  account: Account | null,
  cursor = 0,
  limit = 50,
  audience?: PullAudience,
) {
  const rows = new Map<string, Json>();
  let pages = 0;
  let next = cursor;
  for (;;) {
    const page = await pullPage(t, account, next, limit, audience);
    pages++;
    for (const change of page.changes) {
      const key = `${change.entity}:${change.id}`;
      if (change.op === "delete") rows.delete(key);
      else rows.set(key, change.data);
    }
    next = page.cursor;
    if (!page.hasMore) break;
  }
  return { rows, cursor: next, pages };
}
