import * as v from "valibot";
import { R, reasonEnglish } from "#domain/reasons.ts";
import { idSchema } from "#domain/schema-parts.ts";
import {
  type Change,
  type ClientOutdated,
  ENTITY_NAMES,
  type EntityName,
  MIN_SUPPORTED_SYNC_PROTOCOL,
  type PullQuery,
  type PullResponse,
  type PushResponse,
  type PushResult,
  pushMutationSchema,
  pushRequestSchema,
  syncProtocolOf,
} from "#domain/sync-protocol.ts";
import type { PublicUser } from "#domain/user.ts";
import { type LogRow, readLogPage } from "../db/change-log.ts";
import { parseInput, ServiceError } from "../errors.ts";
import {
  type MutationOutcome,
  type MutationRequest,
  runMutations,
  type ServiceDeps,
} from "./mutation-runner.ts";
import { PULL_LOADERS } from "./pull-loaders.ts";
import type { Reader } from "./write-context.ts";

/**
 * Whether this server still serves a sync request's protocol version (the `X-Sync-Protocol`
 * header; none means version 1, see UNVERSIONED_SYNC_PROTOCOL). Returns the `client_outdated`
 * answer for a version below `min`, null to go on; a header that is not a whole number is a bad
 * request. Checked before the body is read, so an outdated app's big push costs nothing.
 */
export function checkSyncProtocol(
  header: string | undefined,
  min: number = MIN_SUPPORTED_SYNC_PROTOCOL,
): ClientOutdated | null {
  const version = syncProtocolOf(header);
  if (version === null) {
    throw new ServiceError(R.sync_protocol_invalid);
  }
  if (version >= min) return null;
  return {
    code: R.client_outdated,
    message: reasonEnglish(R.client_outdated),
    minSupported: min,
  };
}

/**
 * `POST /api/sync/push`: the mutations in request order, in ONE transaction through the
 * exactly-once runner, each in its own savepoint. A rejection undoes only its own mutation and
 * does not stop the batch; a transient error (thrown) rolls the whole batch back and answers
 * 5xx, and the client's retry applies each mutation exactly once.
 */
export async function push(
  deps: ServiceDeps,
  user: PublicUser,
  body: unknown,
): Promise<PushResponse> {
  const request = parseInput(pushRequestSchema, body);
  const requests = request.mutations.map(toMutationRequest);
  const outcomes = (
    await runMutations(
      deps,
      user,
      requests.filter((m): m is MutationRequest => m !== null),
      { clientId: request.clientId },
    )
  ).values();
  const results: PushResult[] = requests.map((m) => {
    if (!m) return { id: "", status: "rejected", error: malformedError() };
    const outcome = outcomes.next().value as MutationOutcome;
    return outcome.status === "applied"
      ? { id: m.id, status: "applied" }
      : { id: m.id, status: "rejected", error: outcome.error };
  });
  return { results };
}

const malformedError = () => ({
  code: R.invalid_input,
  message: reasonEnglish(R.invalid_input),
});

/**
 * One queued element as a request for the runner. A malformed element that still carries a
 * usable id becomes a stored rejection under that id (a retry gets the same answer); one
 * without an id (`null`, a number) cannot be stored, so it is only reported, with id "".
 */
function toMutationRequest(element: unknown): MutationRequest | null {
  const parsed = v.safeParse(pushMutationSchema, element);
  if (parsed.success) return parsed.output;
  const id = v.safeParse(
    idSchema,
    typeof element === "object" && element !== null ? (element as { id?: unknown }).id : null,
  );
  if (!id.success) return null;
  const name = (element as { name?: unknown }).name;
  return {
    id: id.output,
    name: typeof name === "string" ? name.slice(0, 64) : "",
    args: null,
    malformed: malformedError(),
  };
}

/**
 * The change_log audiences a pull pages through: a visitor's the public one; a signed-in
 * caller's the public one and their own, or only their own when they ask for that stream.
 */
export function pullAudiences(viewer: PublicUser | null, query: PullQuery): string[] {
  if (!viewer) return ["public"];
  return query.audience === "own" ? [viewer.id] : ["public", viewer.id];
}

const KNOWN: ReadonlySet<string> = new Set(ENTITY_NAMES);

/**
 * `GET /api/sync/pull`: the changes after `cursor` the viewer may see (public rows for anyone,
 * their own private rows when signed in), as the CURRENT row or a tombstone. Several changes of
 * one row inside a page collapse into one, at its last position. Writes run one at a time on both
 * engines and seq is assigned inside the writing transaction, so a committed seq is never
 * followed by a smaller one appearing later: the cursor cannot skip a change (db/change-log.ts).
 */
export async function pull(
  db: Reader,
  viewer: PublicUser | null,
  query: PullQuery,
): Promise<PullResponse> {
  const audiences = pullAudiences(viewer, query);
  const rows = await readLogPage(db, audiences, query.cursor, query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const cursor = page.at(-1)?.seq ?? query.cursor;

  const last = new Map<string, LogRow>();
  for (const row of page) {
    if (!KNOWN.has(row.entity)) continue;
    const key = `${row.entity}:${row.entityId}`;
    last.delete(key); // re-insert so the entry moves to its latest position
    last.set(key, row);
  }
  const idsByEntity = new Map<EntityName, string[]>();
  for (const row of last.values()) {
    const entity = row.entity as EntityName;
    const ids = idsByEntity.get(entity) ?? [];
    ids.push(row.entityId);
    idsByEntity.set(entity, ids);
  }
  const current = new Map<EntityName, Map<string, object>>();
  for (const [entity, ids] of idsByEntity) {
    current.set(entity, await PULL_LOADERS[entity](db, ids, viewer?.id ?? null));
  }
  const changes: Change[] = [...last.values()].map((row) => {
    const entity = row.entity as EntityName;
    const data = current.get(entity)?.get(row.entityId);
    return data
      ? { entity, op: "upsert", id: row.entityId, data: data as Record<string, unknown> }
      : { entity, op: "delete", id: row.entityId };
  });
  return { changes, cursor, hasMore };
}
