import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ExperienceInput } from "#domain/experience-schemas.ts";
import { createExperience } from "#features/experiences/index.ts";
import { ExperienceForm } from "#features/experiences/screens.ts";
import { useIsCulturalPartner } from "#features/partner/index.ts";
import { PartnersOnly } from "#features/partner/screens.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { Page } from "#ui/page.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";

/**
 * Add experience: saved on this device at once (offline too) and synced; everyone
 * else sees it after the next sync. Success → 'Experience Created!' and the list. Shown at
 * /add-experience and /partner/experiences/new; only cultural partners list experiences (the
 * server refuses anyone else), so others get the reason and the way to become one instead.
 */
export function AddExperienceScreen() {
  const { t } = useLingui();
  const partner = useIsCulturalPartner();
  const localize = useReasonText();
  const navigate = useNavigate();
  const save = useAsyncAction((input: ExperienceInput) => createExperience(input), {
    success: (_created, input) => ({
      title: t`Experience Created!`,
      description: t`“${input.title}” is listed. Others will see it once it has synced.`,
    }),
    onSuccess: () => navigate({ to: "/experiences" }),
    failure: (error) => ({
      title: t`Error`,
      description: localize(refusalCode(error), t`Failed to create experience. Please try again.`),
    }),
  });
  return (
    <Page
      title={t`Add Experience`}
      heading={t`Add a New Experience`}
      lead={t`Share a cultural or creative experience that supports wellbeing.`}
    >
      <div className="max-w-3xl pb-8">
        {partner ? (
          <ExperienceForm
            mode="add"
            onSubmit={save.run}
            pending={save.pending}
            cancel={
              <Link to="/experiences" className="btn btn-ghost min-h-12">
                {t`Cancel`}
              </Link>
            }
          />
        ) : (
          <PartnersOnly />
        )}
      </div>
    </Page>
  );
}
