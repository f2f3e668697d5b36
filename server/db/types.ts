import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schema from "./schema.ts";

/** The drizzle database over the server's schema. */
export type Db = BetterSQLite3Database<typeof schema>;
/** The argument of a `db.transaction` callback: services take `Db | Tx` to compose transactions. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
