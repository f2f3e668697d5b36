import { sql } from "drizzle-orm";
import { type ParsedMutation, parseMutation } from "#domain/mutations.ts";
import { R, type ReasonKind, reasonEnglish, reasonKind, toReasonCode } from "#domain/reasons.ts";
import type { MutationError } from "#domain/sync-protocol.ts";
import type { PublicUser } from "#domain/user.ts";
import type { WriteBudgets } from "../auth/auth-limits.ts";
import { recordHits } from "../auth/rate-limit.ts";
import type { Clock } from "../clock.ts";
import type { Db, Tx } from "../db/types.ts";
import { refusalBody, ServiceError } from "../errors.ts";
import { MUTATION_HANDLERS } from "./mutation-handlers.ts";
import { type OutcomeLedger, openLedger, receiptOf } from "./outcome-ledger.ts";
import type { TicketKeys } from "./ticket-keys.ts";
import { deviceTimeFloor, notePush, trustedTime } from "./trusted-time.ts";
import type { WriteCtx } from "./write-context.ts";

/** What every service needs: the database, the time, the ticket-signing keys. */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  ticketKeys: TicketKeys;
  /** Per-user budgets (e-mail changes, public forms); absent in services' unit tests. */
  budgets?: WriteBudgets;
}

/**
 * The result of one mutation. A success, and a refusal of a final kind, are stored and returned
 * again for the same id; a rate-limited refusal is not stored (the same change may pass later)
 * and says when to try again.
 */
export type MutationOutcome = (
  | { status: "applied"; name: string; value: unknown }
  | { status: "rejected"; name: string; error: MutationError; retryAfterSeconds?: number }
) & {
  /** Answered from applied_mutations: an applied change's value is its receipt only. */
  replayed?: true;
};

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

/**
 * Refusals of one mutation that leave the rest of its batch to apply. Beside the final kinds, a
 * spent budget (e-mail changes): one over-budget change must not hold back a device's whole
 * queue (the batch's other mutations) until the window ends.
 */
const REFUSED_KINDS: ReadonlySet<ReasonKind> = new Set([...FINAL_KINDS, "rate_limited"]);

const rejection = (error: MutationError): MutationError => refusalBody(error);

/** What the ledger keeps of an outcome: a refusal as it is (codes), a success's receipt. */
const stored = (outcome: MutationOutcome): MutationOutcome =>
  outcome.status === "applied" ? { ...outcome, value: receiptOf(outcome.value) } : outcome;

/** Whether an outcome is the answer for good to its mutation id (and so is stored). */
const isFinal = (outcome: MutationOutcome): boolean =>
  outcome.status === "applied" || FINAL_KINDS.has(reasonKind(toReasonCode(outcome.error.code)));

const SAVEPOINT = sql.raw("SAVEPOINT mutation");
const RELEASE = sql.raw("RELEASE mutation");
const ROLLBACK_TO = sql.raw("ROLLBACK TO mutation");

/**
 * Applies a validated mutation in a savepoint: a refusal undoes its partial writes only, and
 * the mutations before and after it in the same transaction keep theirs. The handler is awaited
 * to the end before the savepoint is released or rolled back, and nothing else runs on the
 * transaction meanwhile (the runner applies one mutation at a time). The name cannot clash with
 * drizzle's own `sp<n>` savepoints, which a service may open inside.
 */
async function apply(ctx: WriteCtx, mutation: ParsedMutation): Promise<MutationOutcome> {
  const handler = MUTATION_HANDLERS[mutation.name] as (c: WriteCtx, a: unknown) => Promise<unknown>;
  await ctx.tx.run(SAVEPOINT);
  try {
    const value = await handler(ctx, mutation.args);
    await ctx.tx.run(RELEASE);
    return { status: "applied", name: mutation.name, value: value ?? null };
  } catch (error) {
    if (error instanceof ServiceError && REFUSED_KINDS.has(error.kind)) {
      await ctx.tx.run(ROLLBACK_TO);
      await ctx.tx.run(RELEASE);
      // The rollback erased the budget hits the mutation counted; a refusal ("e-mail taken")
      // is exactly the answer a budget must keep counting, or probing would cost nothing.
      if (ctx.budgets) await recordHits(ctx.tx, ctx.budgets.spent);
      const { code, message, errors, retryAfterSeconds } = error;
      return {
        status: "rejected",
        name: mutation.name,
        error: rejection({ code, message, errors }),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      };
    }
    // Transient or a bug: the whole transaction rolls back (db.write does it, even when the
    // engine already ended it), the request answers 5xx, the client retries.
    throw error;
  }
}

/**
 * Runs mutations for a user exactly once each, in order, in ONE transaction (a push batch; a
 * REST write runs alone through runMutation). A (user, id) seen before, also earlier in the same batch,
 * returns its stored outcome and changes nothing. Each mutation validates, applies the service
 * function (which appends its change_log rows) and records its outcome in applied_mutations,
 * all committed together, so a crash can never leave an effect without its record or a record
 * without its effect. Writes run one at a time on both engines (db.write: one transaction at a
 * time on SQLite, an advisory lock across every node on PostgreSQL), taken before the first
 * "seen before?" read, so even a second process cannot apply the same id twice, and capacity
 * checks see every earlier write. The mutations of a batch run one after another, each awaited
 * to the end before the next starts. Rejections (4xx codes) undo only their own mutation (but
 * keep the budget hits it counted) and are stored and final, except a rate-limited one, which is answered but not stored; any other
 * error rolls the whole batch back and propagates (5xx; the client's retry applies each exactly
 * once). One transaction per batch instead of per mutation: a commit costs more
 * than a mood insert.
 */
export async function runMutations(
  deps: ServiceDeps,
  user: PublicUser,
  requests: readonly MutationRequest[],
  device: { clientId: string },
): Promise<MutationOutcome[]> {
  return await deps.db.write(
    async (tx) => {
      const batch = await openBatch(deps, tx, user, device.clientId, requests);
      const outcomes: MutationOutcome[] = [];
      for (const request of requests) outcomes.push(await runOne(deps, batch, user, request));
      await batch.ledger.flush();
      await notePush(tx, user.id, device.clientId, deps.clock());
      return outcomes;
    },
    { label: "push" },
  );
}

/** One mutation in its own transaction: a REST write (routes/write-route.ts). */
export async function runMutation(
  deps: ServiceDeps,
  user: PublicUser,
  request: MutationRequest,
): Promise<MutationOutcome> {
  return await deps.db.write(
    async (tx) => {
      const batch = await openBatch(deps, tx, user, null, [request]);
      const outcome = await runOne(deps, batch, user, request);
      await batch.ledger.flush();
      return outcome;
    },
    { label: `mutation ${request.name}` },
  );
}

interface Batch {
  tx: Tx;
  ledger: OutcomeLedger<MutationOutcome>;
  /** The earliest time the device may claim for its changes (services/trusted-time.ts). */
  floor: Date;
}

/**
 * What every mutation of a batch needs, read once in the batch's write: its stored outcomes,
 * and how far back the device's clock is believed. The account is looked up in the same write:
 * one deleted meanwhile answers 401 (its session is gone), never a foreign-key failure.
 */
async function openBatch(
  deps: ServiceDeps,
  tx: Tx,
  user: PublicUser,
  clientId: string | null,
  requests: readonly MutationRequest[],
): Promise<Batch> {
  const floor = await deviceTimeFloor(tx, user.id, clientId, deps.clock());
  if (floor === null) throw new ServiceError(R.session_expired);
  const ledger = await openLedger<MutationOutcome>(
    tx,
    user.id,
    requests.map((r) => r.id),
  );
  return { tx, ledger, floor };
}

async function runOne(
  deps: ServiceDeps,
  { tx, ledger, floor }: Batch,
  user: PublicUser,
  request: MutationRequest,
): Promise<MutationOutcome> {
  const seen = ledger.seen(request.id);
  if (seen) {
    if (seen.name === request.name) return { ...seen, replayed: true };
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
    ? await apply(
        {
          tx,
          user,
          now,
          madeAt: trustedTime(request.createdAt, floor, now),
          ticketKeys: deps.ticketKeys,
          budgets: deps.budgets && { limits: deps.budgets, spent: [] },
        },
        parsed.mutation,
      )
    : { status: "rejected", name: request.name, error: rejection(parsed.error) };
  if (isFinal(outcome)) ledger.record(request.id, stored(outcome), now);
  return outcome;
}
