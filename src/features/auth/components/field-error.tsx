/**
 * Error text that keeps AA contrast in both themes: the theme's error hue mixed toward the body
 * text colour (darker on light backgrounds, lighter on dark ones). The fallback hue covers themes
 * that define no `--color-error`.
 */
export const ERROR_TEXT_CLASS =
  "text-[color-mix(in_oklab,var(--color-error,oklch(58%_0.2_27))_55%,var(--color-base-content))]";

/** A field's message, referenced by the input's `aria-describedby`. Renders nothing when valid. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={`text-sm font-medium ${ERROR_TEXT_CLASS}`}>
      {message}
    </p>
  );
}

/** Space-separated ids for `aria-describedby`, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(" ") : undefined;
}
