import { useLingui } from "@lingui/react/macro";

/** The dashboard's shape while IndexedDB answers: four figures and two lists. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" data-testid="professional-dashboard-loading">
      <p className="sr-only" role="status">
        {t`Loading your dashboard…`}
      </p>
      <div aria-hidden="true" className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="skeleton h-28 w-full" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-2">
        {[1, 2].map((n) => (
          <div key={n} className="skeleton h-64 w-full" />
        ))}
      </div>
    </div>
  );
}
