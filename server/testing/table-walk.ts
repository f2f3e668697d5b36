import { columnNames, containsText, rawQuery, tableNames } from "../db/raw-query.ts";
import type { TestApp } from "./test-app.ts";

export interface Mention {
  table: string;
  column: string;
  rows: Record<string, unknown>[];
}

/**
 * Every row of every table (read from the database's catalogue, so a table added later is
 * walked too) whose column holds `needle` anywhere in its text. Used to prove that a deleted
 * account left nothing.
 */
export async function rowsMentioning(t: TestApp, needle: string): Promise<Mention[]> {
  const found: Mention[] = [];
  for (const table of await tableNames(t.db)) {
    for (const column of await columnNames(t.db, table)) {
      const rows = await rawQuery(
        t.db,
        `select * from "${table}" where ${containsText(t.db, column)}`,
        [needle],
      );
      if (rows.length > 0) found.push({ table, column, rows });
    }
  }
  return found;
}
