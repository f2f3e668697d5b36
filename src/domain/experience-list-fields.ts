import { foldText } from "./wellbeing-themes.ts";

/**
 * Fields derived from an experience when it is written on the device, so the list never derives
 * them while a user waits: a 50,000-row catalogue cannot be folded and sorted on
 * every keystroke or every sync page. They are a cache of the row's own fields, recomputed on
 * every write (src/db/derived-fields.ts), never sent anywhere and never edited.
 */
export interface ExperienceListFields {
  /**
   * The date of a listed (active) experience; absent for an inactive one, so an index over
   * `[listDate+id]` holds exactly the list, soonest first with the id as tie-break — the order
   * of the server's catalogue.
   */
  listDate?: string;
  /**
   * 1 on an inactive experience, absent on a listed one: a sparse index over it holds only the
   * few unlisted rows, so the list's count is the table's count minus theirs. Counting the
   * table is about four times quicker than counting `[listDate+id]` (10,000 rows: 15 against
   * 60 ms; 50,000: a third of a second), and the count is what a first sync's end waits for.
   */
  unlisted?: 1;
  /** Folded title + description + venue: what the search box matches its folded terms against. */
  searchKey?: string;
}

interface ListSource {
  title?: unknown;
  description?: unknown;
  venue?: unknown;
  date?: unknown;
  isActive?: unknown;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** The folded text the search box looks at (the same text the filters folded before). */
export function experienceSearchKey(e: ListSource): string {
  return foldText(`${str(e.title)}\n${str(e.description)}\n${str(e.venue)}`);
}

/** The row with its list fields recomputed from its own fields (a new object). */
export function withListFields<T extends ListSource>(row: T): T & ExperienceListFields {
  const { listDate: _stale, unlisted: _staleFlag, ...rest } = row as T & ExperienceListFields;
  const out = { ...rest, searchKey: experienceSearchKey(row) } as T & ExperienceListFields;
  if (row.isActive !== false) out.listDate = str(row.date);
  else out.unlisted = 1;
  return out;
}
