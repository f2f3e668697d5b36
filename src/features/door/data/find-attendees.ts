import type { AttendeeRow } from "#db/types.ts";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** A ticket id as people type it: no spaces, dashes or leading #, upper case. */
const asRef = (text: string) => text.replace(/[\s#-]/g, "").toUpperCase();

/**
 * People in the downloaded list matching what door staff typed: every word in the name (in any
 * order, accents ignored), or the ticket id (ticketRef) it contains. Names first A–Z.
 */
export function findAttendees(
  attendees: readonly AttendeeRow[],
  query: string,
  limit = 20,
): AttendeeRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const ref = asRef(query);
  if (words.length === 0) return [];
  return attendees
    .filter((a) => {
      const name = fold(a.name);
      return words.every((w) => name.includes(w)) || (ref.length >= 3 && a.ticketRef.includes(ref));
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, limit);
}
