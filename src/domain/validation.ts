import * as v from "valibot";

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Runs a schema and returns either the output or the first message per field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors; message: string } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "_";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors, message: result.issues[0]?.message ?? "Invalid input" };
}
