import type { ReactNode } from "react";

/** A field's hint, referenced by its control's `aria-describedby`. */
export function FieldDescription({
  id,
  children,
}: {
  id: string | undefined;
  children: ReactNode;
}) {
  return (
    <p id={id} className="text-xs text-base-content/75">
      {children}
    </p>
  );
}
