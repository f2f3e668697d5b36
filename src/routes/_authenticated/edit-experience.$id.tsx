import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Page } from "../../ui/page.tsx";

export const Route = createFileRoute("/_authenticated/edit-experience/$id")({
  component: EditExperience,
});

/** Edit-experience frame (spec §2): back to /dashboard; the form and bookings come later. */
function EditExperience() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Edit Experience`}
      lead={t`Update the details of your experience and see who has asked about it.`}
      actions={
        <Link to="/dashboard" className="btn btn-outline min-h-11">
          {t`Back to Dashboard`}
        </Link>
      }
    >
      <div className="pb-8">
        <EmptyState title={t`The edit form is not available yet`}>
          {t`This part of CultureWell is still being built. Please check back soon.`}
        </EmptyState>
      </div>
    </Page>
  );
}
