/**
 * Error text that keeps AA contrast in both themes: the theme's error hue mixed toward the body
 * text colour (darker on light backgrounds, lighter on dark ones). The fallback hue covers themes
 * that define no `--color-error`.
 */
export const ERROR_TEXT_CLASS =
  "text-[color-mix(in_oklab,var(--color-error,oklch(58%_0.2_27))_55%,var(--color-base-content))]";

/**
 * A field's message, referenced by its control's `aria-describedby`; nothing when valid. No live
 * region on purpose: on submit, focus moves to the first invalid field and a screen reader reads
 * its description, this text; an alert per field would read every message at once and talk over
 * the toast's alert.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string | undefined;
  /** Already translated (see `useErrorText`). */
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={`text-sm font-medium ${ERROR_TEXT_CLASS} ${className ?? ""}`}>
      {message}
    </p>
  );
}
