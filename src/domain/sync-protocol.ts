import * as v from "valibot";
import { idSchema, isoTimestampSchema } from "./schema-parts.ts";

/**
 * Wire shapes of `POST /api/sync/push` and `GET /api/sync/pull` (README "API", "Sync"). Both ends
 * parse with these schemas, so a change here is a protocol change: keep it additive.
 */

/**
 * The sync protocol version this build speaks, sent with every push and pull in the
 * `X-Sync-Protocol` header. Bump it when the wire changes in a way older clients cannot take
 * (a field they need changes meaning, an entity they check gets values they would refuse); an
 * additive change (a new entity, a new field) keeps it.
 */
export const SYNC_PROTOCOL_VERSION = 1;

/**
 * The oldest version the server still serves. Requests below it are refused with
 * CLIENT_OUTDATED_STATUS and a `client_outdated` code; the app then stops syncing and asks for a
 * reload. Versions above the server's own are served as its own (the wire only grows).
 */
export const MIN_SUPPORTED_SYNC_PROTOCOL = 1;

export const SYNC_PROTOCOL_HEADER = "X-Sync-Protocol";

/**
 * What a request without the header speaks: apps installed before the header existed send none,
 * and they speak version 1. So the header is optional, and a missing one is never refused while
 * the minimum is 1; raising the minimum retires those apps along with version 1.
 */
export const UNVERSIONED_SYNC_PROTOCOL = 1;

/**
 * The version a request speaks: its header, or UNVERSIONED_SYNC_PROTOCOL without one; null when
 * the header is not a whole number (a broken client, answered 400).
 */
export function syncProtocolOf(header: string | null | undefined): number | null {
  if (header === null || header === undefined || header.trim() === "") {
    return UNVERSIONED_SYNC_PROTOCOL;
  }
  const text = header.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * 426 Upgrade Required: the client's code must change before it can sync again. (Not an HTTP
 * protocol upgrade, so no `Upgrade` header; the JSON code is what clients act on.)
 */
export const CLIENT_OUTDATED_STATUS = 426;

export const clientOutdatedSchema = v.object({
  code: v.literal("client_outdated"),
  message: v.string(),
  /** The oldest protocol version the server serves. */
  minSupported: v.optional(v.number()),
});
export type ClientOutdated = v.InferOutput<typeof clientOutdatedSchema>;

export const SYNC_LIMITS = {
  /**
   * Mutations per push request; the client sends its outbox in batches of at most this (and of
   * at most MAX_PUSH_BYTES, src/sync/push.ts). The server applies a batch in one transaction, so
   * bigger batches mean fewer commits and fewer IndexedDB settles: 500 short changes ≈ 100 KB.
   */
  maxPushBatch: 500,
  defaultPullLimit: 500,
  maxPullLimit: 1000,
} as const;

/**
 * One queued change. `name` is any short string here, not the catalogue's picklist: an unknown
 * name (an older server, a newer client) must reject that one mutation, not the whole batch.
 * `createdAt` is when the user made the change on the device; the server may use it as the
 * row's creation time (clamped to its own clock) so an offline mood keeps its real time.
 */
export const pushMutationSchema = v.object({
  id: idSchema,
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  args: v.unknown(),
  createdAt: isoTimestampSchema,
});

/**
 * The batch: its elements are checked one by one against `pushMutationSchema` by the server, so
 * one malformed element (a `null`, a bad id) is refused as that mutation while the rest applies.
 */
export const pushRequestSchema = v.object({
  clientId: idSchema,
  mutations: v.pipe(v.array(v.unknown()), v.maxLength(SYNC_LIMITS.maxPushBatch)),
});

/**
 * Why a mutation was refused: a reason code from src/domain/reasons.ts (`experience_full`,
 * `not_creator`, …), its English words for logs and API readers, and field codes for
 * validation refusals. The code is a plain string on the wire: a newer server may send a code
 * this client does not know, which it shows generically instead of failing the whole push.
 * A rejection is final: retrying the same args cannot succeed.
 */
export const mutationErrorSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(64)),
  message: v.string(),
  /** Field → reason code, for validation refusals. */
  errors: v.optional(v.record(v.string(), v.string())),
});
export type MutationError = v.InferOutput<typeof mutationErrorSchema>;

export const pushResultSchema = v.variant("status", [
  v.object({ id: v.string(), status: v.literal("applied") }),
  v.object({ id: v.string(), status: v.literal("rejected"), error: mutationErrorSchema }),
]);
export type PushResult = v.InferOutput<typeof pushResultSchema>;

/** One result per mutation, in request order. */
export const pushResponseSchema = v.object({ results: v.array(pushResultSchema) });
export type PushResponse = v.InferOutput<typeof pushResponseSchema>;

/**
 * What a pull can carry. Public: experience, moodRecommendation. Private to their user:
 * everything else (`profile` is the caller's own user row, without password fields).
 */
export const ENTITY_NAMES = [
  "experience",
  "moodRecommendation",
  "favorite",
  "registration",
  "moodEntry",
  "calendarEvent",
  "profile",
  "inquiry",
  "referral",
  "attendee",
  "checkin",
  "partner",
  "doorHelper",
  "eventReminder",
  "interaction",
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];
export const PUBLIC_ENTITIES: readonly EntityName[] = [
  "experience",
  "moodRecommendation",
  "partner",
];

/**
 * An entity name on the wire: any short string, not the ENTITY_NAMES picklist. A newer server
 * may pull entities this build has never heard of; the client skips and counts those changes
 * (src/sync/pull.ts) instead of failing the page, which would stop an installed app syncing for
 * good. The row in `data` is checked per entity on the client (src/domain/entities).
 */
const wireEntitySchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

export const changeSchema = v.variant("op", [
  v.object({
    entity: wireEntitySchema,
    op: v.literal("upsert"),
    id: v.string(),
    /** The current row, as the REST API would return it. */
    data: v.record(v.string(), v.unknown()),
  }),
  v.object({ entity: wireEntitySchema, op: v.literal("delete"), id: v.string() }),
]);
export type Change = v.InferOutput<typeof changeSchema>;

export const pullResponseSchema = v.object({
  changes: v.array(changeSchema),
  /** The `change_log` sequence to ask from next; store it only after the page is written. */
  cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hasMore: v.boolean(),
});
export type PullResponse = v.InferOutput<typeof pullResponseSchema>;

/** Query-string integer: bad or missing values fall back instead of failing the request. */
function queryInt(fallback: number, min: number, max: number) {
  return v.pipe(
    v.optional(v.unknown(), fallback),
    v.transform((x) => {
      const n = typeof x === "number" ? x : Number.parseInt(String(x), 10);
      return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
    }),
  );
}

/**
 * Which changes a pull pages through. Absent: every change the caller may see, public and their
 * own, in one cursor (a visitor: public only). `own`: the signed-in caller's own audience only.
 * The app pulls its two streams apart (docs/decisions/0019-two-pull-streams.md): its own with its
 * token, and the public catalogue without one, as a visitor, from the server's shared snapshot.
 */
export const PULL_AUDIENCES = ["own"] as const;
export type PullAudience = (typeof PULL_AUDIENCES)[number];

/** `?cursor=N&limit=L[&audience=own]` of the pull. */
export const pullQuerySchema = v.object({
  cursor: queryInt(0, 0, Number.MAX_SAFE_INTEGER),
  limit: queryInt(SYNC_LIMITS.defaultPullLimit, 1, SYNC_LIMITS.maxPullLimit),
  audience: v.optional(v.picklist(PULL_AUDIENCES)),
});
export type PullQuery = v.InferOutput<typeof pullQuerySchema>;
