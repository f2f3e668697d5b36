import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import { usePartnerProfile } from "../../hooks/use-partner-profile.ts";
import { DoorHelpersSection } from "./door-helpers-section.tsx";
import { PartnerProfileForm } from "./partner-profile-form.tsx";

/** /partner/profile: the organisation's public profile and the people who help at the door. */
export function PartnerProfileScreen() {
  const { t } = useLingui();
  const profile = usePartnerProfile();
  return (
    <Page
      title={t`Organisation profile`}
      heading={t`Your organisation`}
      lead={t`What visitors see about you beside your experiences, and who helps you at the door.`}
    >
      <div className="flex max-w-3xl flex-col gap-8 pb-8">
        {profile === undefined ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t`Loading your profile…`}
            </p>
            <div className="skeleton h-96 w-full" aria-hidden="true" />
          </div>
        ) : (
          // The helpers come with the form, not beside the skeleton: under a skeleton shorter
          // than the form they were pushed down once it loaded (README "Performance").
          <>
            <PartnerProfileForm profile={profile} />
            <DoorHelpersSection />
          </>
        )}
      </div>
    </Page>
  );
}
