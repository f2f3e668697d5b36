import * as v from "valibot";
import { type ReasonCode, toReasonCode } from "./reasons.ts";

/**
 * Field → reason code (src/domain/reasons.ts); the UI translates codes when it renders them.
 * Typed as string so a form can hold a code that came over the wire from a newer server.
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Runs a schema and returns either the output or the first reason code per field. The schemas
 * give every check a code as its message; a check without one (valibot's own English, e.g. a
 * wrong type in a hand-made request) becomes the generic `invalid_input`, so only codes leave.
 * `code` is the first field's code: the one a single-line answer (a toast, the REST `message`)
 * shows.
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors; code: ReasonCode } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "_";
    errors[key] ??= toReasonCode(issue.message);
  }
  return { ok: false, errors, code: toReasonCode(result.issues[0]?.message) };
}
