import type { TestApp } from "./test-app.ts";

export interface Mention {
  table: string;
  column: string;
  rows: Record<string, unknown>[];
}

/**
 * Every row of every table (read from sqlite_master, so a table added later is walked too) whose
 * column holds `needle` anywhere in its text. Used to prove that a deleted account left nothing.
 */
export function rowsMentioning(t: TestApp, needle: string): Mention[] {
  const tables = t.sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string }[];
  const found: Mention[] = [];
  for (const { name } of tables) {
    const columns = t.sqlite.prepare(`pragma table_info("${name}")`).all() as { name: string }[];
    for (const column of columns) {
      const rows = t.sqlite
        .prepare(`select * from "${name}" where instr(cast("${column.name}" as text), ?) > 0`)
        .all(needle) as Record<string, unknown>[];
      if (rows.length > 0) found.push({ table: name, column: column.name, rows });
    }
  }
  return found;
}
