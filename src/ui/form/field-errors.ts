import type { FieldErrors } from "#domain/validation.ts";

/**
 * Messages keyed by valibot dot paths ("wellbeingGoals.2") or a server's field names → one per
 * form field (the first wins); keys that are no field of the form are dropped.
 */
export function errorsByField<F extends string>(
  errors: Readonly<Record<string, string | undefined>>,
  fields: readonly F[],
): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split(".")[0] as F;
    if (message && fields.includes(field)) out[field] ??= message;
  }
  return out;
}

/** Moves focus to the first field (in form order) that has a message. */
export function focusFirstError<F extends string>(
  form: HTMLFormElement | null,
  fields: readonly F[],
  errors: FieldErrors<F>,
): void {
  const first = fields.find((field) => errors[field]);
  if (!form || !first) return;
  // `[name=…]`, not `elements.namedItem`: a checkbox group's name gives a list, this its first box.
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
