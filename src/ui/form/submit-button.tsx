import type { ReactNode } from "react";
import { Spinner } from "../spinner.tsx";

/**
 * A form's submit button. While pending it is disabled and busy and shows a spinner and
 * `pendingLabel` (the label is the button's name, so tests and screen readers find it by it).
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel,
  className = "btn btn-primary min-h-11",
}: {
  pending: boolean;
  /** The idle label. */
  children: ReactNode;
  pendingLabel: ReactNode;
  /** The button's full classes (daisyUI `btn …`). */
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
