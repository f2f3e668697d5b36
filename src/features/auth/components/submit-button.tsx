import type { ReactNode } from "react";

/** The form's primary button; while pending it is disabled and shows a spinner and `pendingLabel`. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
}) {
  return (
    <button type="submit" className="btn btn-primary btn-block min-h-12" disabled={pending}>
      {pending ? (
        <>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </button>
  );
}
