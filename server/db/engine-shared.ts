import { AsyncLocalStorage } from "node:async_hooks";
import type { ChangeNotice, Tx } from "./types.ts";

/** What drizzle's remote (proxy) session asks of an engine: one statement, its rows as arrays. */
export type Method = "run" | "all" | "values" | "get";
export type RunStatement = (
  sql: string,
  params: unknown[],
  method: Method,
) => Promise<StatementResult>;

/**
 * Rows as arrays (`get`: one array or undefined). `changes`: rows a write touched; drizzle
 * passes it through as the result of `.run()`.
 */
export interface StatementResult {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's remote callback types rows as any[]
  rows: any[];
  changes?: number;
}

/**
 * Write transactions run one at a time per process (a promise chain, FIFO). The engines add
 * what makes it hold beyond the process (PostgreSQL: an advisory lock).
 */
export class WriteQueue {
  #tail: Promise<void> = Promise.resolve();
  #open = 0;

  /** Whether a write transaction is open or waiting. */
  get busy(): boolean {
    return this.#open > 0;
  }

  /** Resolves when no write is open or queued: reads on SQLite wait here (no dirty reads). */
  idle(): Promise<void> {
    return this.#tail;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    this.#open++;
    const before = this.#tail;
    let done!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await before;
      return await fn();
    } finally {
      this.#open--;
      done();
    }
  }
}

/**
 * The transaction the current async call chain runs in, if any. A read on the `Db` made inside
 * a write (a helper handed `deps.db` rather than the `tx`) runs in that transaction: it sees the
 * write's own rows, and on SQLite it cannot wait for the lock its own write holds.
 */
export const currentWrite = new AsyncLocalStorage<OpenWrite>();

/** A write transaction in progress; `open` turns false at its commit or rollback. */
export interface OpenWrite {
  tx: Tx;
  run: RunStatement;
  open: boolean;
  /** The highest change_log seq this write appended, per audience (announced at commit). */
  moved: Map<string, number>;
}

/** What a new write starts with. */
export function newWrite(tx: Tx, run: RunStatement): OpenWrite {
  return { tx, run, open: true, moved: new Map() };
}

/** Notes that the current write appended `seq` for `audience` (db/change-log.ts). */
export function noteMoved(audience: string, seq: number): void {
  const inside = openWrite();
  if (!inside) return;
  if ((inside.moved.get(audience) ?? 0) < seq) inside.moved.set(audience, seq);
}

/**
 * Listeners of committed changes (Db.watch). A listener runs after the commit, never inside the
 * write, and one that throws does not stop the others.
 */
export class ChangeFeed {
  #listeners = new Set<(notice: ChangeNotice) => void>();

  get watched(): boolean {
    return this.#listeners.size > 0;
  }

  subscribe(listener: (notice: ChangeNotice) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  emit(notice: ChangeNotice): void {
    if (!notice.everything && notice.moved.size === 0) return;
    queueMicrotask(() => {
      for (const listener of this.#listeners) {
        try {
          listener(notice);
        } catch {
          // a listener's failure is its own (a closed connection); the others still hear
        }
      }
    });
  }
}

/** The write the call chain is in, while it is still open. */
export function openWrite(): OpenWrite | undefined {
  const inside = currentWrite.getStore();
  return inside?.open ? inside : undefined;
}

/** A `Tx`'s statements run in the write the call chain is in; a `Tx` kept past its write fails. */
export const runInWrite: RunStatement = (text, params, method) => {
  const inside = openWrite();
  if (!inside) throw new Error("A transaction was used after its write ended");
  return inside.run(text, params, method);
};
