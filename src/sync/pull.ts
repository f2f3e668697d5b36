import * as v from "valibot";
import type { CultureWellDB } from "#db/db.ts";
import {
  appendPage,
  canAppendPages,
  EXPERIENCE_TABLES,
  expandAllPages,
} from "#db/experience-pages.ts";
import type { ExperienceRow, ShadowRow } from "#db/types.ts";
import { type EntityChange, isEntityName, safeParseEntity } from "#domain/entities/index.ts";
import { withListFields } from "#domain/experience-list-fields.ts";
import {
  type Change,
  PUBLIC_ENTITIES,
  pullResponseSchema,
  SYNC_LIMITS,
} from "#domain/sync-protocol.ts";
import { ENTITY_STORES, type Row, rowKey } from "./entity-store.ts";
import type { ApiFetch } from "./http.ts";
import { createPageFeed, type PageFeed } from "./page-feed.ts";
import { type PullStream, pullStreams, readCursor, type StoredCursor } from "./pull-streams.ts";
import { refreshShadow } from "./reconcile.ts";
import { ProtocolError, SessionChangedError } from "./sync-errors.ts";
import { readSyncSession, type SyncSession, sameSession } from "./sync-session.ts";

export interface PullContext {
  db: CultureWellDB;
  api: ApiFetch;
  /** null: a signed-out visitor, who receives public rows only. */
  session: SyncSession | null;
  limit?: number;
  signal?: () => AbortSignal | undefined;
  /** Called before a page is written when more pages follow it (a bulk pull is under way). */
  onMorePages?: () => void;
}

/** Changes a pull received but did not store; the cursor moves past them all the same. */
export interface PullSkips {
  /** Entities this build does not know (a newer server's). */
  unknownEntity: number;
  /** Rows that failed their entity's schema. */
  invalidRow: number;
}

export interface PullSummary {
  /** Changes received, stored or skipped. */
  received: number;
  skipped: PullSkips;
}

/**
 * Pulls each stream (`pullStreams`) until its `hasMore` is false. Each page is written in ONE
 * transaction together with its stream's cursor, so a crash or a closed tab never records a
 * cursor past rows that were not written (they would be skipped forever), and never writes rows
 * without moving the cursor (harmless, but wasted). The same transaction checks that the session
 * is still the one the page was asked for: after a sign-out, nothing of the old user may land on
 * this device.
 *
 * Changes this build cannot store (an unknown entity, a row failing its schema) are skipped and
 * counted, and the page's other changes and its cursor are stored as usual: one odd row from a
 * newer server must not stop an installed app from syncing (decision 0008). So a build that
 * learns a new entity must re-pull from 0 (docs/adding-an-entity.md).
 */
export async function pullAll(ctx: PullContext): Promise<PullSummary> {
  const summary: PullSummary = { received: 0, skipped: { unknownEntity: 0, invalidRow: 0 } };
  const userId = ctx.session?.userId ?? null;
  const streams = pullStreams(ctx.session);
  const cursors = await Promise.all(streams.map((stream) => readCursor(ctx.db, stream, userId)));
  // Every stream's pages are asked for at once: the public ones travel while the own one
  // (usually one short page) is written.
  const feeds = streams.map((stream, i) =>
    createPageFeed(fetchPage(ctx, stream, cursors[i] ?? 0), (from) => fetchPage(ctx, stream, from)),
  );
  try {
    for (const [i, stream] of streams.entries()) {
      await pullStream(ctx, stream, feeds[i] as PageFeed<FetchedPage>, summary);
    }
  } finally {
    for (const feed of feeds) feed.stop();
  }
  return summary;
}

type FetchedPage = ReturnType<typeof readPage>;

/**
 * A page is parsed and checked as soon as it arrives, not once the page before it is stored:
 * that CPU work then runs while IndexedDB commits the pages before it, not between two commits.
 */
function fetchPage(ctx: PullContext, stream: PullStream, from: number): Promise<FetchedPage> {
  const limit = ctx.limit ?? SYNC_LIMITS.maxPullLimit;
  const audience = stream.audience ? `&audience=${stream.audience}` : "";
  const request = ctx
    .api(`/api/sync/pull?cursor=${from}&limit=${limit}${audience}`, {
      token: stream.token,
      signal: ctx.signal?.(),
    })
    .then((body) => readPage(body, from));
  // A page asked for ahead may fail while another is written; it is awaited (and its error
  // thrown) only once that one is stored, so mark it handled until then.
  request.catch(() => undefined);
  return request;
}

/**
 * Pulls one stream's pages in order, adding what came to `summary`. Requests run ahead of the
 * writes (page-feed.ts): a page's request leaves as soon as the page before it is in, and the
 * writer stores every page that came meanwhile in one transaction, with the last one's cursor.
 * Pages are written in order and their changes applied in order, so the device ends as if they
 * had been written one by one; a failed request leaves the pages before it written.
 */
async function pullStream(
  ctx: PullContext,
  stream: PullStream,
  feed: PageFeed<FetchedPage>,
  summary: PullSummary,
): Promise<void> {
  const { db, session } = ctx;
  for (;;) {
    const pages = await feed.take();
    const last = pages[pages.length - 1] as FetchedPage;
    if (last.page.hasMore) ctx.onMorePages?.();
    const changes = pages.flatMap((fetched) => fetched.checked.changes);
    // Only the tables these pages touch: a local save to another table never waits behind them.
    await db.transaction("rw", pageTables(changes), async () => {
      if (!sameSession(await readSyncSession(db), session)) throw new SessionChangedError();
      await applyChanges(db, await packExperiences(db, changes), stream.userId);
      const cursor: StoredCursor = { scope: stream.scope, seq: last.page.cursor };
      await db.meta.put({ key: stream.cursorKey, value: cursor });
    });
    for (const { page, checked } of pages) {
      reportSkipped(checked, page.changes.length);
      summary.received += page.changes.length;
      summary.skipped.unknownEntity += sum(checked.unknownEntity);
      summary.skipped.invalidRow += checked.invalidRows.length;
    }
    if (!last.page.hasMore) return;
  }
}

/** A pull answer, checked: its shape, a cursor that moves, and each change (`checkChanges`). */
function readPage(body: unknown, from: number) {
  const parsed = v.safeParse(pullResponseSchema, body);
  if (!parsed.success) throw new ProtocolError("Malformed pull response");
  const page = parsed.output;
  if (page.hasMore && page.cursor <= from) throw new ProtocolError("Pull cursor did not move");
  return { page, checked: checkChanges(page.changes) };
}

interface CheckedPage {
  /** The changes to store, each row as its schema outputs it. */
  changes: EntityChange[];
  /** Unknown entity name → how many changes carried it. */
  unknownEntity: Map<string, number>;
  /** Rows that failed their schema: which, and the fields at fault (never their values). */
  invalidRows: { entity: string; id: string; fields: string[] }[];
}

/**
 * Sorts one page into what this build can store and what it must skip. A stored row is the
 * schema's output, so IndexedDB holds exactly the declared type (fields it does not know are
 * dropped). A tombstone carries no row: it only needs a known entity.
 */
export function checkChanges(changes: readonly Change[]): CheckedPage {
  const checked: CheckedPage = { changes: [], unknownEntity: new Map(), invalidRows: [] };
  for (const change of changes) {
    const { entity, id } = change;
    if (!isEntityName(entity)) {
      checked.unknownEntity.set(entity, (checked.unknownEntity.get(entity) ?? 0) + 1);
      continue;
    }
    if (change.op === "delete") {
      checked.changes.push({ entity, op: "delete", id });
      continue;
    }
    const row = safeParseEntity(entity, change.data);
    if (row.success) {
      // The row was parsed by `entity`'s own schema; TypeScript cannot pair the two unions.
      checked.changes.push({ entity, op: "upsert", id, data: row.output } as EntityChange);
    } else {
      const fields = row.issues.map((issue) => v.getDotPath(issue) ?? "(row)");
      checked.invalidRows.push({ entity, id, fields: [...new Set(fields)] });
    }
  }
  return checked;
}

/** The session and cursor (meta), the shadows of pending rows, and each entity's table. */
export function pageTables(changes: readonly EntityChange[]): string[] {
  const tables = new Set(["meta", "shadows"]);
  for (const change of changes) tables.add(ENTITY_STORES[change.entity].tableName);
  if (tables.has("experiences")) for (const table of EXPERIENCE_TABLES) tables.add(table);
  return [...tables];
}

/**
 * A device's first sync stores its experiences packed, one record per write (experience-pages.ts,
 * decision 0018): the written pages' experience changes are appended as one record and the other
 * changes are returned for `applyChanges`. Once the table holds a row (or a pending local change
 * guards one), packing stops, and any pages still packed are moved into the table first, so
 * `applyChanges` writes over the newest version of every row.
 */
export function packExperiences(
  db: CultureWellDB,
  changes: EntityChange[],
): Promise<EntityChange[]> {
  if (!changes.some((change) => change.entity === "experience")) return Promise.resolve(changes);
  // A sub-transaction: its promise keeps the caller's transaction (the page's) open after it.
  return db.transaction("rw", [...EXPERIENCE_TABLES, "shadows"], () => pack(db, changes));
}

async function pack(db: CultureWellDB, changes: EntityChange[]): Promise<EntityChange[]> {
  const guarded = await db.shadows.filter((shadow) => shadow.entity === "experience").count();
  if (guarded > 0 || !(await canAppendPages(db))) {
    await expandAllPages(db);
    return changes;
  }
  const rows = new Map<string, ExperienceRow>();
  const deletes = new Set<string>();
  const rest: EntityChange[] = [];
  for (const change of changes) {
    if (change.entity !== "experience") rest.push(change);
    else if (change.op === "delete") {
      rows.delete(change.id);
      deletes.add(change.id);
    } else {
      deletes.delete(change.id);
      rows.set(change.id, withListFields(change.data));
    }
  }
  await appendPage(db, [...rows.values()], [...deletes]);
  return rest;
}

const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

/** Once per page, so a support session can see what an outdated or broken build is missing. */
function reportSkipped(checked: CheckedPage, received: number): void {
  const skipped = sum(checked.unknownEntity) + checked.invalidRows.length;
  if (skipped === 0) return;
  console.warn(`Sync pull skipped ${skipped} of ${received} changes`, {
    unknownEntities: Object.fromEntries(checked.unknownEntity),
    invalidRows: checked.invalidRows.slice(0, 20),
  });
}

/**
 * Writes one page (inside the caller's transaction). A row with pending local changes keeps its
 * optimistic content; the pulled version goes to its shadow (reconcile.ts). Rows keyed by id are
 * collected and written in bulk: a 10,000-experience first pull is a handful of bulkPuts.
 */
export async function applyChanges(
  db: CultureWellDB,
  changes: readonly EntityChange[],
  userId: string | null,
): Promise<void> {
  const shadows = new Map<string, ShadowRow>();
  for (const shadow of await db.shadows.toArray()) shadows.set(shadow.key, shadow);
  // table → id → row (null: delete). Later changes of the same row win (each is a full state).
  const bulk = new Map<string, Map<string, Row | null>>();

  for (const change of changes) {
    if (userId === null && !PUBLIC_ENTITIES.includes(change.entity)) continue;
    const store = ENTITY_STORES[change.entity];
    const data: Row | null = change.op === "upsert" ? change.data : null;
    // Defence in depth: a private row of someone else never lands here, whatever the server says.
    if (data && store.ownerField && data[store.ownerField] !== userId) continue;
    const natural = data ? store.naturalKey(data) : await store.naturalKeyOfId(db, change.id);
    if (natural === null) continue;
    const key = rowKey(change.entity, natural);
    const shadow = shadows.get(key);
    if (shadow) {
      // A tombstone of some other id under the same (user, experience) — e.g. the server
      // dropping a duplicate a device made — says nothing about the row the shadow holds.
      if (!data && !store.keyedById && shadow.rowId !== change.id) continue;
      await refreshShadow(db, shadow, data);
      shadows.set(key, (await db.shadows.get(key)) ?? shadow);
      continue;
    }
    if (store.keyedById) {
      const rows = bulk.get(store.tableName) ?? new Map<string, Row | null>();
      bulk.set(store.tableName, rows);
      rows.set(natural, data);
    } else if (data) {
      await store.write(db, data);
    } else {
      // Only the row with that id: a duplicate's tombstone must not take the kept row with it.
      await db.table(store.tableName).delete(change.id);
    }
  }

  for (const [tableName, rows] of bulk) {
    const puts: Row[] = [];
    const deletes: string[] = [];
    for (const [id, row] of rows) {
      if (row) puts.push(row);
      else deletes.push(id);
    }
    const table = db.table<Row, string>(tableName);
    if (deletes.length > 0) await table.bulkDelete(deletes);
    if (puts.length > 0) await table.bulkPut(puts);
  }
}
