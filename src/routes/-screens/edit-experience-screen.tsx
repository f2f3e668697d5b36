import { useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { ArrowLeftIcon } from "#catalogue/experience-icons.tsx";
import { useSyncMayBringData } from "#catalogue/use-sync-pending.ts";
import type { ExperienceRow } from "#db/types.ts";
import { type ExperienceInput, experienceToFormState } from "#domain/experience-schemas.ts";
import { updateExperience, useExperience } from "#features/experiences/index.ts";
import { ExperienceForm, ExperienceNotFound } from "#features/experiences/screens.ts";
import { BookingSummary } from "#features/inquiries/screens.ts";
import { useReasonText } from "#i18n/reason-messages.ts";
import { useSession } from "#session/use-session.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { Page } from "#ui/page.tsx";
import { useAsyncAction } from "#ui/use-async-action.ts";

/**
 * Edit experience: only its creator may edit (the server refuses anyone else too);
 * everyone else, and an unknown id, get 'Experience Not Found'. Beside the form, the Booking
 * Summary of the inquiries about it. Success → 'Experience Updated!' and /dashboard.
 */
export function EditExperienceScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { loading, value: experience } = useExperience(id);
  const mayArrive = useSyncMayBringData();
  if (loading || (!experience && mayArrive)) {
    return <Page title={t`Edit Experience`} lead={t`Loading…`} />;
  }
  if (!experience || !user || experience.createdBy !== user.id) {
    return <ExperienceNotFound variant="edit" />;
  }
  return <EditLoaded experience={experience} />;
}

function EditLoaded({ experience }: { experience: ExperienceRow }) {
  const { t } = useLingui();
  const localize = useReasonText();
  const navigate = useNavigate();
  // The form starts from the row as it was on opening; a sync meanwhile does not reset typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial values only, by design
  const initial = useMemo(() => {
    const state = experienceToFormState(experience);
    // A date-only listing: the date-time field needs a time; 18:00, as on the calendar.
    return /^\d{4}-\d{2}-\d{2}$/.test(state.date)
      ? { ...state, date: `${state.date}T18:00` }
      : state;
  }, [experience.id]);

  const save = useAsyncAction((input: ExperienceInput) => updateExperience(experience.id, input), {
    success: { title: t`Experience Updated!` },
    onSuccess: () => navigate({ to: "/dashboard" }),
    failure: (error) => ({
      title: t`Update Failed`,
      description: localize(refusalCode(error), t`Failed to update experience. Please try again.`),
    }),
  });

  const back = (
    <Link to="/dashboard" className="btn btn-ghost min-h-12 gap-2">
      <ArrowLeftIcon className="size-5" />
      {t`Back to Dashboard`}
    </Link>
  );
  return (
    <Page
      title={t`Edit Experience`}
      lead={t`Update the details of “${experience.title}” and see who has asked about it.`}
      actions={back}
    >
      <div className="grid gap-8 pb-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ExperienceForm
          mode="edit"
          initial={initial}
          onSubmit={save.run}
          pending={save.pending}
          cancel={
            <Link
              to="/experience/$id"
              params={{ id: experience.id }}
              className="btn btn-ghost min-h-12"
            >
              {t`Cancel`}
            </Link>
          }
        />
        <aside>
          <BookingSummary experienceId={experience.id} />
        </aside>
      </div>
    </Page>
  );
}
