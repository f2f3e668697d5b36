import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { EmptyState } from "#ui/empty-state.tsx";
import { Page } from "#ui/page.tsx";

export const Route = createFileRoute("/contact")({ component: Contact });

/** Contact page (spec §2), open to visitors. The form arrives with the contact issue. */
function Contact() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Contact`}
      heading={t`Get in Touch`}
      lead={t`Questions about experiences, partnerships, research or accessibility? We would love to hear from you.`}
    >
      <div className="pb-8">
        <EmptyState title={t`The contact form is not available yet`}>
          {t`This part of CultureWell is still being built. Please check back soon.`}
        </EmptyState>
      </div>
    </Page>
  );
}
