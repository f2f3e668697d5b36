import type { ReactNode } from "react";

/**
 * One dashboard card: a label, the value, and a line saying what it counts. A <div> inside the
 * caller's <dl> (the partner feature has its own; features do not share internals).
 */
export function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <dt className="text-sm font-medium text-base-content/80">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      <dd className="mt-1 text-sm text-base-content/80">{note}</dd>
    </div>
  );
}
