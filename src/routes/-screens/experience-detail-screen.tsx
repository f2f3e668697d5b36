import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useCallback } from "react";
import { ArrowLeftIcon } from "#catalogue/experience-icons.tsx";
import { useSyncMayBringData } from "#catalogue/use-sync-pending.ts";
import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { AddToCalendarButton, DownloadIcsButton } from "#features/calendar/screens.ts";
import { useExperience } from "#features/experiences/index.ts";
import {
  CreatorPanel,
  ExperienceDetail,
  ExperienceNotFound,
} from "#features/experiences/screens.ts";
import { FavoriteToggle } from "#features/favorites/index.ts";
import { VisitFeedback } from "#features/feedback/index.ts";
import { InquiryForm } from "#features/inquiries/screens.ts";
import { VisitMoodMoments } from "#features/moods/index.ts";
import { OrganiserCard } from "#features/partner/screens.ts";
import { RegistrationPanel } from "#features/registrations/screens.ts";
import { ShowTicketButton } from "#features/tickets/index.ts";
import { useSession } from "#session/use-session.ts";
import { useFirstContentPending } from "#ui/first-content.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";

/**
 * Experience detail. Read from this device, so it opens offline; the creator manages
 * the listing, everyone else registers, opens their ticket or asks a question.
 */
export function ExperienceDetailScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const { loading, value: experience } = useExperience(id);
  const mayArrive = useSyncMayBringData();
  const waiting = loading || (!experience && mayArrive);
  // Its picture is the page's largest paint: background work waits for it (not for a sync).
  useFirstContentPending(loading);
  useDocumentTitle(experience?.title ?? (waiting ? t`Experience` : t`Experience Not Found`));
  if (waiting) return <DetailSkeleton />;
  if (!experience) return <ExperienceNotFound />;
  return <Loaded experience={experience} />;
}

function Loaded({ experience }: { experience: ExperienceRow }) {
  const { t } = useLingui();
  const { user } = useSession();
  const isCreator = Boolean(user && experience.createdBy === user.id);
  const renderTicketButton = useCallback(
    (registration: RegistrationRow) => (
      <ShowTicketButton experience={experience} registration={registration} />
    ),
    [experience],
  );
  return (
    <>
      {isCreator ? null : (
        <Link to="/dashboard" className="btn btn-ghost mt-4 min-h-11 gap-2 px-2">
          <ArrowLeftIcon className="size-5" />
          {t`Back to Dashboard`}
        </Link>
      )}
      <ExperienceDetail
        experience={experience}
        titleActions={
          <FavoriteToggle experienceId={experience.id} title={experience.title} size="md" />
        }
        actions={
          <>
            <AddToCalendarButton experience={experience} />
            <DownloadIcsButton experience={experience} />
          </>
        }
        aside={
          isCreator ? (
            <CreatorPanel experienceId={experience.id} />
          ) : (
            <>
              <VisitMoodMoments experienceId={experience.id} />
              <VisitFeedback experienceId={experience.id} />
              <RegistrationPanel experience={experience} renderTicketButton={renderTicketButton} />
              <OrganiserCard partnerId={experience.createdBy} />
              <InquiryForm experienceId={experience.id} />
            </>
          )
        }
      />
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-8 py-10 lg:grid-cols-[2fr_1fr]" aria-hidden="true">
      <div className="flex flex-col gap-4">
        <div className="skeleton aspect-[8/5] w-full" />
        <div className="skeleton h-10 w-2/3" />
        <div className="skeleton h-24 w-full" />
      </div>
      <div className="skeleton h-64 w-full" />
    </div>
  );
}
