import { useLingui } from "@lingui/react/macro";

/** The dashboard's shape while IndexedDB answers: four figures and three listings. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" data-testid="partner-dashboard-loading">
      <p className="sr-only" role="status">
        {t`Loading your dashboard…`}
      </p>
      <div aria-hidden="true" className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="skeleton h-28 w-full" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <div key={n} className="skeleton aspect-[4/5] w-full" />
        ))}
      </div>
    </div>
  );
}
