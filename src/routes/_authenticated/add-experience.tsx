import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Page } from "../../ui/page.tsx";

export const Route = createFileRoute("/_authenticated/add-experience")({
  component: AddExperience,
});

/** Add-experience frame (spec §2); the three-section form arrives with its issue. */
function AddExperience() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Add Experience`}
      heading={t`Add a New Experience`}
      lead={t`Share a cultural or creative experience that supports wellbeing.`}
    >
      <div className="pb-8">
        <EmptyState
          title={t`The listing form is not available yet`}
          action={
            <Link to="/experiences" className="btn btn-outline min-h-11">
              {t`Cancel`}
            </Link>
          }
        >
          {t`This part of CultureWell is still being built. Please check back soon.`}
        </EmptyState>
      </div>
    </Page>
  );
}
