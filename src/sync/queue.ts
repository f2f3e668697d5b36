import type { CultureWellDB, TableName } from "#db/db.ts";
import type { OutboxRow } from "#db/types.ts";
import { uuidv7 } from "#domain/ids.ts";
import {
  type MutationArgs,
  type MutationInput,
  type MutationName,
  type MutationValidationError,
  parseMutation,
} from "#domain/mutations.ts";
import type { ReasonCode } from "#domain/reasons.ts";
import { notifyLocalChange } from "./local-changes.ts";
import { applyEffect, effectTables, keyOfEntry } from "./local-effects.ts";
import { ensureShadow } from "./reconcile.ts";

/**
 * The ONE way a change enters the outbox (decision 0004, "One way in"). Feature repos call it.
 */

/** The change was refused on this device, before queueing: the same schema as the server's. */
export class LocalValidationError extends Error {
  /** The first field's reason code (src/domain/reasons.ts). */
  readonly code: ReasonCode;
  readonly errors: Record<string, ReasonCode>;

  constructor(error: MutationValidationError) {
    super(error.message);
    this.name = "LocalValidationError";
    this.code = error.code;
    this.errors = error.errors;
  }
}

export interface QueuedMutation<N extends MutationName> {
  /** The mutation id (the outbox entry's id; the server applies it once). */
  mutationId: string;
  /** The validated, normalised args as they will be pushed. */
  args: MutationArgs<N>;
}

export interface QueueOptions {
  userId: string;
  now?: Date;
}

/**
 * Validates `input` with the mutation's shared schema, then in ONE rw transaction applies the
 * change to the local tables (the optimistic row) and appends the outbox entry. Either both
 * happen or neither: a crash between them can neither show a change that will never be sent
 * nor send a change the user never saw. Throws `LocalValidationError` for bad input.
 *
 * The transaction names only `queueTables(name)`, so a save never waits behind a sync page that
 * writes other tables. Callable inside a caller's rw transaction over (at least) those tables
 * (Dexie nests it), so a repo can read, decide and queue atomically ("favourite unless saved").
 */
export async function queueMutation<N extends MutationName>(
  db: CultureWellDB,
  name: N,
  input: MutationInput<N>,
  { userId, now = new Date() }: QueueOptions,
): Promise<QueuedMutation<N>> {
  const parsed = parseMutation(name, input);
  if (!parsed.ok) throw new LocalValidationError(parsed.error);
  const entry: Omit<OutboxRow, "seq"> = {
    id: uuidv7(now.getTime()),
    name,
    args: parsed.mutation.args,
    userId,
    createdAt: now.toISOString(),
    attempts: 0,
    lastError: null,
  };
  await db.transaction("rw", queueTables(name), async () => {
    const key = keyOfEntry(entry);
    if (key) await ensureShadow(db, key);
    await applyEffect(db, entry);
    await db.outbox.add(entry as OutboxRow);
  });
  notifyLocalChange(db);
  return { mutationId: entry.id, args: parsed.mutation.args as MutationArgs<N> };
}

/**
 * The tables a local change of these mutations touches: the tables of their local effects (the
 * row, and its server version read into the shadow), `shadows` and `outbox`. A repo that reads
 * before it queues opens its transaction over these: Dexie nests a transaction only inside a
 * parent that holds all of its tables.
 */
export function queueTables(...names: MutationName[]): TableName[] {
  return [...effectTables(names), "shadows", "outbox"];
}
