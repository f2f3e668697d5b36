import { and, eq } from "drizzle-orm";
import { type ParsedMutation, parseMutation } from "#domain/mutations.ts";
import { R, type ReasonKind, reasonEnglish } from "#domain/reasons.ts";
import type { MutationError } from "#domain/sync-protocol.ts";
import type { PublicUser } from "#domain/user.ts";
import type { RateLimiter } from "../auth/rate-limit.ts";
import type { Clock } from "../clock.ts";
import type { Db, Tx } from "../db/client.ts";
import { appliedMutations } from "../db/schema.ts";
import { refusalBody, ServiceError } from "./errors.ts";
import { MUTATION_HANDLERS } from "./mutation-handlers.ts";
import type { TicketKeys } from "./ticket-keys.ts";
import type { WriteCtx } from "./write-context.ts";

/** What every service needs: the database, the time, the ticket-signing keys. */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  ticketKeys: TicketKeys;
  /** Budget of e-mail changes per user (profile.update), so "taken" cannot be probed at will. */
  emailChanges?: RateLimiter;
}

/** The stored (and returned) result of one mutation. A rejection is as final as a success. */
export type MutationOutcome =
  | { status: "applied"; name: string; value: unknown }
  | { status: "rejected"; name: string; error: MutationError };

export interface MutationRequest {
  /** The mutation id (sync) or Idempotency-Key (REST): unique per user. */
  id: string;
  name: string;
  args: unknown;
  /** When the user made the change on the device (ISO); defaults to now. */
  createdAt?: string;
  /** Set when the queued element itself was malformed: stored as this rejection, never applied. */
  malformed?: MutationError;
}

/** Refusals that are final for these args, so they are stored like a success. */
const FINAL_KINDS: ReadonlySet<ReasonKind> = new Set([
  "validation",
  "forbidden",
  "not_found",
  "conflict",
]);

/** The device's time, but never in the future: a wrong clock must not date rows ahead. */
function clampMadeAt(createdAt: string | undefined, now: Date): Date {
  const t = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(t) && t < now.getTime() ? new Date(t) : now;
}

function storedOutcome(tx: Tx, userId: string, mutationId: string): MutationOutcome | null {
  const row = tx
    .select({ result: appliedMutations.result })
    .from(appliedMutations)
    .where(and(eq(appliedMutations.userId, userId), eq(appliedMutations.mutationId, mutationId)))
    .get();
  return row ? (JSON.parse(row.result) as MutationOutcome) : null;
}

const rejection = (error: MutationError): MutationError => refusalBody(error);

/** Applies a validated mutation in a savepoint: a refusal undoes its partial writes only. */
function apply(ctx: WriteCtx, mutation: ParsedMutation): MutationOutcome {
  const handler = MUTATION_HANDLERS[mutation.name] as (c: WriteCtx, a: unknown) => unknown;
  try {
    const value = ctx.tx.transaction((sp) => handler({ ...ctx, tx: sp }, mutation.args));
    return { status: "applied", name: mutation.name, value: value ?? null };
  } catch (error) {
    if (error instanceof ServiceError && FINAL_KINDS.has(error.kind)) {
      const { code, message, errors } = error;
      return {
        status: "rejected",
        name: mutation.name,
        error: rejection({ code, message, errors }),
      };
    }
    throw error; // transient or a bug: roll everything back, answer 5xx, the client retries
  }
}

/**
 * Runs one mutation for a user exactly once. A (user, id) seen before returns its stored
 * outcome and changes nothing. Otherwise ONE transaction validates, applies the service
 * function (which appends its change_log rows) and records the outcome in applied_mutations,
 * so a crash can never leave an effect without its record or a record without its effect.
 * BEGIN IMMEDIATE takes the write lock before the "seen before?" read, so even a second
 * process cannot apply the same id twice. Rejections (4xx codes) are stored and final; any
 * other error rolls back and propagates (5xx; the client retries and gets exactly-once).
 */
export function runMutation(
  deps: ServiceDeps,
  user: PublicUser,
  request: MutationRequest,
): MutationOutcome {
  return deps.db.transaction(
    (tx) => {
      const seen = storedOutcome(tx, user.id, request.id);
      if (seen) {
        if (seen.name === request.name) return seen;
        return {
          status: "rejected",
          name: request.name,
          error: { code: R.mutation_id_reused, message: reasonEnglish(R.mutation_id_reused) },
        };
      }
      const now = deps.clock();
      const parsed = request.malformed
        ? { ok: false as const, error: request.malformed }
        : parseMutation(request.name, request.args);
      const outcome: MutationOutcome = parsed.ok
        ? apply(
            {
              tx,
              user,
              now,
              madeAt: clampMadeAt(request.createdAt, now),
              ticketKeys: deps.ticketKeys,
              emailChanges: deps.emailChanges,
            },
            parsed.mutation,
          )
        : { status: "rejected", name: request.name, error: rejection(parsed.error) };
      tx.insert(appliedMutations)
        .values({
          userId: user.id,
          mutationId: request.id,
          result: JSON.stringify(outcome),
          createdAt: now.toISOString(),
        })
        .run();
      return outcome;
    },
    { behavior: "immediate" },
  );
}
