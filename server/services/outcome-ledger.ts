import { and, eq, inArray, max } from "drizzle-orm";
import { appliedMutations } from "../db/schema.ts";
import type { Tx } from "../db/types.ts";

/**
 * The applied_mutations record of one batch, read and written in two statements instead of two
 * per mutation (on PostgreSQL each statement is a round trip). It lives inside the batch's write
 * transaction, so what it records commits with the effects or not at all.
 */
export interface OutcomeLedger<T> {
  /** The stored outcome of `id`: from an earlier push, or from earlier in this batch. */
  seen(id: string): T | null;
  /** Keeps `outcome` as the answer for good to `id` (written by `flush`). */
  record(id: string, outcome: T, at: Date): void;
  /** Writes what was recorded, numbered on in this user's order (applied_mutations.position). */
  flush(): Promise<void>;
}

/** Reads the stored outcomes of `ids` for the user, once. */
export async function openLedger<T>(
  tx: Tx,
  userId: string,
  ids: readonly string[],
): Promise<OutcomeLedger<T>> {
  const unique = [...new Set(ids)];
  const stored =
    unique.length === 0
      ? []
      : await tx
          .select({ id: appliedMutations.mutationId, result: appliedMutations.result })
          .from(appliedMutations)
          .where(
            and(eq(appliedMutations.userId, userId), inArray(appliedMutations.mutationId, unique)),
          );
  const known = new Map<string, T>(stored.map((r) => [r.id, JSON.parse(r.result) as T]));
  const pending: { id: string; outcome: T; at: Date }[] = [];
  return {
    seen: (id) => known.get(id) ?? null,
    record(id, outcome, at) {
      known.set(id, outcome);
      pending.push({ id, outcome, at });
    },
    async flush() {
      if (pending.length === 0) return;
      // Writes run one at a time (Db.write), so no other write can take these positions.
      const [last] = await tx
        .select({ position: max(appliedMutations.position) })
        .from(appliedMutations)
        .where(eq(appliedMutations.userId, userId));
      const base = Number(last?.position ?? 0);
      await tx.insert(appliedMutations).values(
        pending.map((p, i) => ({
          userId,
          mutationId: p.id,
          result: JSON.stringify(p.outcome),
          createdAt: p.at.toISOString(),
          position: base + i + 1,
        })),
      );
      pending.length = 0;
    },
  };
}

/**
 * Fields of an answer a stored receipt keeps: ids, states and times, which a replay needs to tell
 * the device what became of its change. Everything else an answer carries (names, notes, moods,
 * ONS4 scores, e-mail addresses, another person's data shown to the caller) is answered once
 * and never stored (docs/privacy.md, "Stored outcomes").
 */
const RECEIPT_KEYS = [
  "id",
  "status",
  "experienceId",
  "registrationId",
  "calendarEventId",
  "referralId",
  "outcome",
  "createdAt",
  "updatedAt",
] as const;

/** What the applied_mutations ledger keeps of a mutation's answer. */
export function receiptOf(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(receiptOf);
  if (typeof value !== "object") return typeof value === "string" ? null : value;
  const row = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const key of RECEIPT_KEYS) {
    const field = row[key];
    if (field === null || ["string", "number", "boolean"].includes(typeof field)) {
      kept[key] = field;
    }
  }
  return kept;
}
