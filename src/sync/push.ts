import * as v from "valibot";
import type { CultureWellDB, TableName } from "#db/db.ts";
import type { OutboxRow, RejectionRow } from "#db/types.ts";
import { type PushResult, pushResponseSchema, SYNC_LIMITS } from "#domain/sync-protocol.ts";
import type { ApiFetch } from "./http.ts";
import { effectTables, keyOfEntry } from "./local-effects.ts";
import { type Outcome, settleRows } from "./reconcile.ts";
import { describeError, ProtocolError } from "./sync-errors.ts";
import type { SyncSession } from "./sync-session.ts";

export interface PushContext {
  db: CultureWellDB;
  api: ApiFetch;
  session: SyncSession;
  clientId: string;
  now: () => Date;
  batchSize?: number;
  signal?: () => AbortSignal | undefined;
  /** Told at once, batch by batch: a later failure must not swallow an earlier refusal. */
  onRejected?: (rejections: RejectionRow[]) => void;
}

/**
 * The most a push request's JSON may weigh. The server refuses bodies over 256 KB
 * (MAX_JSON_BODY_BYTES in server/app.ts); this leaves room for the envelope and for entries
 * that grow by escaping. A single entry over it still goes out, alone.
 */
export const MAX_PUSH_BYTES = 192 * 1024;

const encoder = new TextEncoder();

/** An outbox entry as it goes over the wire. */
const wireOf = ({ id, name, args, createdAt }: OutboxRow) => ({ id, name, args, createdAt });

/**
 * The longest prefix of `entries` whose wire form fits in `maxBytes` (UTF-8, as sent), and at
 * least the first entry: one oversized change must not stall the queue behind it unsent.
 */
export function fitBatch(entries: OutboxRow[], maxBytes: number = MAX_PUSH_BYTES): OutboxRow[] {
  let bytes = 0;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i] as OutboxRow;
    bytes += encoder.encode(JSON.stringify(wireOf(entry))).length + 1; // and its comma
    if (bytes > maxBytes && i > 0) return entries.slice(0, i);
  }
  return entries;
}

/**
 * Pushes the session user's outbox, oldest first, until it is empty: batches of at most
 * `SYNC_LIMITS.maxPushBatch` entries and MAX_PUSH_BYTES of JSON, so a batch of long texts still
 * fits under the server's body limit. Only that user's entries are read, and they go out with
 * that user's token: entries another user left behind are never sent with this token. A failed
 * request throws (the caller decides about retries) and leaves every entry in place: a mutation
 * id is applied once by the server, so resending a batch whose answer was lost is harmless.
 * Returns the refusals recorded.
 */
export async function pushOutbox(ctx: PushContext): Promise<RejectionRow[]> {
  const { db, session } = ctx;
  const size = Math.min(ctx.batchSize ?? SYNC_LIMITS.maxPushBatch, SYNC_LIMITS.maxPushBatch);
  const refused: RejectionRow[] = [];
  for (;;) {
    const batch = fitBatch(
      await db.outbox.where("userId").equals(session.userId).limit(size).toArray(),
    );
    if (batch.length === 0) return refused;
    let response: unknown;
    try {
      response = await ctx.api("/api/sync/push", {
        method: "POST",
        token: session.token,
        body: { clientId: ctx.clientId, mutations: batch.map(wireOf) },
        signal: ctx.signal?.(),
      });
    } catch (error) {
      await noteFailedAttempt(db, batch, error);
      throw error;
    }
    const parsed = v.safeParse(pushResponseSchema, response);
    if (!parsed.success) throw new ProtocolError("Malformed push response");
    const { answered, rejections } = await recordResults(db, batch, parsed.output.results, ctx);
    // A server that answers without any result for the batch would loop us forever.
    if (answered === 0) throw new ProtocolError("Push response had no result for the batch");
    refused.push(...rejections);
    if (rejections.length > 0) ctx.onRejected?.(rejections);
  }
}

/**
 * Removes the answered entries and settles their rows, in ONE transaction: an entry leaves the
 * outbox exactly when its row is brought in line with the outcome. Entries already gone (a
 * sign-out cleared them while the request was out) are skipped. The batch is read, deleted and
 * its refusals written with one bulk request each, not one request per entry: IndexedDB
 * requests, not the work between them, are what a settle costs.
 */
async function recordResults(
  db: CultureWellDB,
  batch: OutboxRow[],
  results: PushResult[],
  ctx: PushContext,
): Promise<{ answered: number; rejections: RejectionRow[] }> {
  const byId = new Map(batch.map((entry) => [entry.id, entry]));
  const rejections: RejectionRow[] = [];
  let answered = 0;
  // Settling a row may put its server version back and replay the pending entries on it; every
  // entry on a row writes only that row's table (local-effect.ts), the one its batch entry names.
  const tables: TableName[] = [
    "outbox",
    "rejections",
    "shadows",
    ...effectTables(batch.map((e) => e.name)),
  ];
  await db.transaction("rw", tables, async () => {
    const present = new Set(
      (await db.outbox.bulkGet(batch.map((entry) => entry.seq))).map((entry) => entry?.seq),
    );
    const outcomes = new Map<string, Outcome[]>();
    const settled: number[] = [];
    const rejectedAt = ctx.now().toISOString();
    for (const result of results) {
      const entry = byId.get(result.id);
      if (!entry) continue;
      byId.delete(result.id);
      answered += 1;
      if (!present.has(entry.seq)) continue;
      settled.push(entry.seq);
      const key = keyOfEntry(entry);
      if (key) outcomes.set(key, [...(outcomes.get(key) ?? []), result.status]);
      if (result.status === "rejected") {
        rejections.push({
          id: entry.id,
          userId: entry.userId,
          name: entry.name,
          args: entry.args,
          code: result.error.code,
          message: result.error.message,
          errors: result.error.errors ?? null,
          createdAt: entry.createdAt,
          rejectedAt,
        });
      }
    }
    await db.outbox.bulkDelete(settled);
    if (rejections.length > 0) await db.rejections.bulkPut(rejections);
    await settleRows(db, outcomes);
  });
  return { answered, rejections };
}

async function noteFailedAttempt(db: CultureWellDB, batch: OutboxRow[], error: unknown) {
  const lastError = describeError(error);
  try {
    await db.outbox
      .where("seq")
      .anyOf(batch.map((entry) => entry.seq))
      .modify((entry) => {
        entry.attempts += 1;
        entry.lastError = lastError;
      });
  } catch {
    // Bookkeeping only; the entries themselves are untouched.
  }
}
