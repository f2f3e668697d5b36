import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * One figure of a dashboard (participant, partner, professional): a label, the value, and a line
 * saying what it counts or why it is missing. A <div> inside the caller's <dl>.
 */
export function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
      <dt className="text-sm font-medium text-base-content/80">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="mt-1 text-sm text-base-content/80">{note}</dd> : null}
    </div>
  );
}

/** "—" where a figure has no data; assistive technology hears "No data" instead of a dash. */
export function NoData() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t`No data`}</span>
    </>
  );
}
