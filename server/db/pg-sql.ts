/**
 * The translations the services' SQL needs on PostgreSQL (everything else drizzle's SQLite
 * renderer writes is SQL both speak; docs/decisions/0021-one-data-layer-two-engines.md):
 * - positional `?` parameters become numbered ones (`$1`, `$2`, …); a `?` inside a quoted string
 *   or identifier, or in a comment, is text and stays as it is;
 * - an `on conflict` target names bare columns: SQLite's renderer qualifies them with the table
 *   (`on conflict ("users"."email")`), which PostgreSQL refuses.
 */
export function toPostgresSql(text: string): string {
  return unqualifyConflictTargets(numberParameters(text));
}

const CONFLICT_TARGET = /on conflict \(([^()]*)\)/gi;
const QUALIFIER = /"(?:[^"]|"")+"\./g;

function unqualifyConflictTargets(text: string): string {
  return text.replace(CONFLICT_TARGET, (_, target: string) => {
    return `on conflict (${target.replace(QUALIFIER, "")})`;
  });
}

function numberParameters(text: string): string {
  let out = "";
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === "'" || ch === '"') {
      const end = closingQuote(text, i, ch);
      out += text.slice(i, end);
      i = end;
    } else if (ch === "-" && text[i + 1] === "-") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (ch === "?") {
      n++;
      out += `$${n}`;
      i++;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The index just after the quote that closes the one at `start` (a doubled quote is text). */
function closingQuote(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return text.length;
}
