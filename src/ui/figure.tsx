import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

const FRAME = "rounded-box border border-base-300 bg-base-100 p-5 shadow-sm";

/** How a dashboard lays out its four figures: one column, two from `sm`, four from `lg`. */
export const FIGURES_GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

/**
 * A dashboard's figures (each a `Figure`), under a heading only assistive technology reads:
 * the numbers speak for themselves on screen.
 */
export function Figures({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="sr-only">
        {t`Your figures`}
      </h2>
      <dl className={FIGURES_GRID}>{children}</dl>
    </section>
  );
}

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
    <div className={FRAME}>
      <dt className="text-sm font-medium text-base-content/80">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="mt-1 text-sm text-base-content/80">{note}</dd> : null}
    </div>
  );
}

/**
 * A figure while its rows load, the size of one with a one-line note (two lines from the `lg`
 * width on, where four figures share a row and their notes wrap). Hidden from assistive
 * technology: the screen says it is loading, once.
 */
export function FigureSkeleton() {
  return (
    <div aria-hidden="true" className={FRAME}>
      <div className="skeleton h-5 w-2/3" />
      <div className="skeleton mt-1 h-9 w-14" />
      <div className="skeleton mt-1 h-5 w-full lg:h-10" />
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
