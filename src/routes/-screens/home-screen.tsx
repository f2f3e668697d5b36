import { useLingui } from "@lingui/react/macro";
import { useFirstVisit } from "#features/auth/index.ts";
import { ReferralsPrompt, useReferralsNeedingAction } from "#features/client-referrals/index.ts";
import { RateVisitsPrompt, useUnratedVisits } from "#features/feedback/index.ts";
import {
  ClosingCta,
  CommunityStories,
  FeaturedExperiences,
  HomeHero,
  HowItWorks,
  WellbeingBenefits,
} from "#features/home/index.ts";
import { MoodCheckIn, MoodMomentPrompts, useOpenMoments } from "#features/moods/index.ts";
import { useProfile } from "#features/profile/index.ts";
import { useSession } from "#session/use-session.ts";
import { useDocumentTitle } from "#ui/use-document-title.ts";

/**
 * Home for a signed-in user, in this order: hero, mood check-in, the
 * category bar with the featured grid, the explainer, benefits, stories, closing call.
 * Visitors get the landing page on "/" instead (src/routes/index.tsx).
 */
export function HomeScreen() {
  const { t } = useLingui();
  const { status, user } = useSession();
  // The local profile row carries a name edited offline; the session's user is from sign-in.
  const profile = useProfile();
  const firstVisit = useFirstVisit();
  const referrals = useReferralsNeedingAction();
  const visits = useUnratedVisits();
  const moments = useOpenMoments();
  useDocumentTitle(t`Home`);
  return (
    <div className="pb-4">
      <HomeHero
        firstName={(profile ?? user)?.firstName?.trim() || undefined}
        firstVisit={firstVisit}
      />
      {/* The prompts are read before anything below them is drawn: shown later, they pushed the
          mood check-in down (a layout shift of 0.09 at 1280 px, README "Performance"). The page
          below the hero follows them a moment later; the main area's height keeps the footer
          below. */}
      {referrals && visits && moments && (
        <>
          <MoodMomentPrompts moments={moments} />
          <ReferralsPrompt items={referrals} />
          <RateVisitsPrompt visits={visits} />
          <MoodCheckIn />
          <FeaturedExperiences />
          <HowItWorks />
          <WellbeingBenefits />
          <CommunityStories />
          <ClosingCta signedIn={status === "signed-in"} />
        </>
      )}
    </div>
  );
}
