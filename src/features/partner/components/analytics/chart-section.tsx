import type { ReactNode } from "react";
import { CardSection } from "#ui/card-section.tsx";
import { NoData } from "#ui/figure.tsx";

/**
 * One analytics topic: its heading, then the chart, or "—" and the reason there is no data yet
 * (never a made-up number).
 */
export function ChartSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Why there is nothing to show; when set, shown instead of the children. */
  empty?: string | null | undefined;
  children?: ReactNode;
}) {
  return (
    <CardSection id={id} title={title}>
      {empty ? (
        <p className="flex items-baseline gap-3" data-testid={`${id}-empty`}>
          <span className="text-3xl font-bold">
            <NoData />
          </span>
          <span className="text-base-content/80">{empty}</span>
        </p>
      ) : (
        children
      )}
    </CardSection>
  );
}
