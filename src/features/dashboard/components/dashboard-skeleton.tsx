import { useLingui } from "@lingui/react/macro";

/** The dashboard's shape while IndexedDB answers: four figures, a list and a side column. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" data-testid="dashboard-loading" className="pb-8">
      <p className="sr-only" role="status">
        {t`Loading your dashboard…`}
      </p>
      <div aria-hidden="true" className="mb-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="skeleton h-32 w-full" />
        ))}
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-3 lg:col-span-2">
          {[1, 2, 3].map((n) => (
            <div key={n} className="skeleton h-24 w-full" />
          ))}
        </div>
        <div className="skeleton h-48 w-full" />
      </div>
    </div>
  );
}
