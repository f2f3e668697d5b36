import { R } from "#domain/reasons.ts";
import type { EntityName } from "#domain/sync-protocol.ts";
import type { PublicUser } from "#domain/user.ts";
import type { WriteBudgets } from "../auth/auth-limits.ts";
import { type Hit, reserveIn } from "../auth/rate-limit.ts";
import { appendChange } from "../db/change-log.ts";
import type { Tx } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import type { TicketKeys } from "./ticket-keys.ts";

/**
 * What a write sees. Services never open transactions themselves: the mutation runner opens one
 * per push batch (or REST write) with a savepoint per mutation, so the row change, its
 * change_log rows and the applied_mutations record commit together or not at all
 * (services/mutation-runner.ts).
 */
export interface WriteCtx {
  tx: Tx;
  /** Who acts: always from the bearer token, never from a body. */
  user: PublicUser;
  /** Server time of the write (updatedAt, change_log). */
  now: Date;
  /**
   * When the user made the change: the device's time from the sync queue, clamped so it is
   * never in the future (REST writes: `now`). An offline mood keeps the hour it was felt.
   */
  madeAt: Date;
  /** The Ed25519 key pair that signs tickets (services/ticket-keys.ts). */
  ticketKeys: TicketKeys;
  /** Per-user budgets of writes that could probe or flood; none in unit tests of services. */
  budgets?: MutationBudgets | undefined;
}

/** The per-user budgets as one mutation sees them (spend them through `spendBudget`). */
export interface MutationBudgets {
  limits: WriteBudgets;
  /** The hits this mutation counted, which the runner keeps even when it refuses the mutation. */
  spent: Hit[];
}

/**
 * Counts one attempt of the acting user against a per-user budget, in the write's transaction,
 * or throws 429 when it is spent. The hit outlives a refusal of the mutation: the runner rolls
 * a refused mutation back to its savepoint and then records `spent` again
 * (services/mutation-runner.ts), so trying addresses until one is "taken" spends the budget.
 */
export async function spendBudget(ctx: WriteCtx, budget: keyof WriteBudgets): Promise<void> {
  if (!ctx.budgets) return;
  const { hits } = await reserveIn(ctx.tx, [[ctx.budgets.limits[budget], ctx.user.id]]);
  ctx.budgets.spent.push(...hits);
}

/** Where reads go: the database, or the transaction of a write (db/types.ts). */
export type { Reader } from "../db/types.ts";

/** What announcing needs: a write's transaction and its time (jobs have no acting user). */
export type Announcer = Pick<WriteCtx, "tx" | "now">;

/**
 * Announces a changed row to the given audiences ('public' or user ids) in the write's
 * transaction. Each audience gets its own change_log row so the pull can use the
 * (audience, seq) index; duplicates and missing audiences are skipped.
 */
export async function announce(
  ctx: Announcer,
  entity: EntityName,
  entityId: string,
  op: "upsert" | "delete",
  audiences: readonly (string | null | undefined)[],
): Promise<void> {
  for (const audience of new Set(audiences)) {
    if (!audience) continue;
    await appendChange(ctx.tx, { entity, entityId, op, audience }, ctx.now);
  }
}

/**
 * A client-made id that already names a row: the same owner sending it again is a harmless
 * repeat (the row is returned unchanged); anybody else is refused, never overwritten.
 */
export function repeatOrConflict<T>(existing: T, ownerId: string | null, ctx: WriteCtx): T {
  if (ownerId === ctx.user.id) return existing;
  throw new ServiceError(R.id_in_use);
}
