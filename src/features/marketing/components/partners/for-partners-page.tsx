import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import { AudiencePanel } from "./audience-panel.tsx";
import { AudienceTabs } from "./audience-tabs.tsx";
import { PartnerTiers } from "./partner-tiers.tsx";

export type PartnerAudience = "organizations" | "professionals";

/** For Partners: two audiences as tabs, then the tiers; every CTA goes to /contact. */
export function ForPartnersPage({
  audience,
  onAudienceChange,
}: {
  audience: PartnerAudience;
  onAudienceChange: (audience: PartnerAudience) => void;
}) {
  const { t } = useLingui();
  const tabs = [
    {
      id: "organizations" as const,
      label: t`Cultural Organizations`,
      panel: (
        <AudiencePanel
          heading={t`For cultural organizations`}
          intro={t`List your workshops, performances and community programmes and reach people looking for experiences that support their wellbeing.`}
          benefits={[
            t`Listings seen by participants who are looking for wellbeing`,
            t`Referrals from health and social-prescribing professionals`,
            t`Bookings and inquiries in one dashboard`,
            t`Listings in six languages, usable offline`,
          ]}
          cta={t`Become a Cultural Partner`}
          inquiryType="cultural-partner"
        />
      ),
    },
    {
      id: "professionals" as const,
      label: t`Health Professionals`,
      panel: (
        <AudiencePanel
          heading={t`For health professionals`}
          intro={t`Find trusted cultural activities to recommend, and refer clients to experiences that fit their needs.`}
          benefits={[
            t`Experiences filtered by accessibility and wellbeing goal`,
            t`Referrals to your clients in a few steps`,
            t`Research summaries on arts and health`,
            t`A dashboard of your referrals`,
          ]}
          cta={t`Join as a Health Professional`}
          inquiryType="health-professional"
        />
      ),
    },
  ];
  return (
    <Page
      title={t`For Partners`}
      heading={t`Partner with CultureWell`}
      lead={t`Together we can make creative and cultural experiences part of everyday wellbeing.`}
    >
      <div className="flex flex-col gap-12">
        <AudienceTabs
          label={t`Who we work with`}
          tabs={tabs}
          selected={audience}
          onSelect={onAudienceChange}
        />
        <PartnerTiers />
      </div>
    </Page>
  );
}
