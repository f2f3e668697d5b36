import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { referralsSearchSchema } from "#features/referrals/first-paint.ts";
import { ReferralsScreen } from "#features/referrals/screens.ts";

/** /professional/referrals (professionals only, src/app/guards.ts): every referral, filters in the URL. */
export const Route = createFileRoute("/_authenticated/professional/referrals/")({
  validateSearch: referralsSearchSchema,
  component: Referrals,
});

function Referrals() {
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ReferralsScreen
      search={Route.useSearch()}
      onSearchChange={(patch) =>
        void navigate({
          search: (current) => {
            const next = { ...current, ...patch };
            return {
              status: next.status === "all" ? undefined : next.status,
              q: next.q ? next.q : undefined,
            };
          },
          replace: true,
        })
      }
    />
  );
}
