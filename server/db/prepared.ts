import type { Reader } from "./types.ts";

/**
 * Queries built once per database object and reused, for the statements every push repeats
 * (applied_mutations, change_log, the common mutation rows). Building a drizzle query costs more
 * than running it on SQLite: about 40% of a push's time before this cache. The engines keep the
 * statements themselves prepared per connection (db/sqlite.ts, db/postgres.ts).
 *
 * Cached per `Db` or `Tx` object, never globally: tests open a new database each. A query
 * prepared on a `Tx` runs in whichever write is current when it runs.
 */

type Builder<T> = (q: Reader) => T;

const built = new WeakMap<Reader, Map<Builder<unknown>, unknown>>();

/**
 * `build(q)` (which ends in `.prepare()`) the first time this database object asks for it, the
 * same prepared query after that. `build` must be a module-level function: its identity is the
 * cache key, so an inline arrow would prepare anew on every call.
 */
export function prepared<T>(q: Reader, build: Builder<T>): T {
  let cache = built.get(q);
  if (!cache) {
    cache = new Map();
    built.set(q, cache);
  }
  if (!cache.has(build)) cache.set(build, build(q));
  return cache.get(build) as T;
}
