import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Page } from "../../ui/page.tsx";

export const Route = createFileRoute("/_authenticated/experience/$id")({ component: Experience });

/** Experience detail frame (spec §2); details, ticket and inquiry arrive with their issue. */
function Experience() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Experience`}
      heading={t`Experience details`}
      lead={t`Dates, venue, accessibility and wellbeing benefits of this experience.`}
    >
      <div className="pb-8">
        <EmptyState
          title={t`Details are not available yet`}
          action={
            <Link to="/experiences" className="btn btn-outline min-h-11">
              {t`Back to Experiences`}
            </Link>
          }
        >
          {t`This part of CultureWell is still being built. Please check back soon.`}
        </EmptyState>
      </div>
    </Page>
  );
}
