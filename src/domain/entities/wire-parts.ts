import * as v from "valibot";

/**
 * Field checks for rows as the server sends them. They check the TYPE the client relies on,
 * not the business rules of input (those are in the *-schemas.ts of src/domain): a row that
 * fails here is skipped by the pull, so a stricter check would hide rows the server considers
 * fine. Ids are non-empty because IndexedDB keys rows by them.
 */
export const wireId = v.pipe(v.string(), v.nonEmpty());

export const nullableText = v.nullable(v.string());

export const textList = v.array(v.string());
