import { useLingui } from "@lingui/react/macro";
import { useFavoriteIds } from "#features/favorites/index.ts";
import { useProfile } from "#features/profile/index.ts";
import { EmptyState } from "#ui/empty-state.tsx";
import { useRecommendations } from "../hooks/use-recommendations.ts";
import { RecommendationItem } from "./recommendation-item.tsx";

/**
 * The profile's For You tab: recommendations ranked on this device with the shared scoring
 * (so it works offline and follows a profile edit or a logged mood at once). With no goals or
 * categories yet, varied suggestions still show, with a nudge to fill in the profile.
 */
export function ForYouTab({ onEditProfile }: { onEditProfile: () => void }) {
  const { t } = useLingui();
  const recommendations = useRecommendations();
  const profile = useProfile();
  const favoriteIds = useFavoriteIds();
  const toProfile = (
    <button type="button" className="btn btn-primary min-h-11" onClick={onEditProfile}>
      {t`Complete Your Profile`}
    </button>
  );

  if (recommendations === undefined) {
    return (
      <p
        className="py-8 text-base-content/80"
        aria-busy="true"
      >{t`Finding experiences for you…`}</p>
    );
  }
  if (recommendations.length === 0) {
    return (
      <EmptyState title={t`No recommendations yet`} action={toProfile}>
        {t`Tell us about your wellbeing goals and favorite kinds of experiences, and we'll suggest what to try next.`}
      </EmptyState>
    );
  }
  const incomplete =
    profile && profile.wellbeingGoals.length === 0 && profile.preferredCategories.length === 0;
  return (
    <section aria-labelledby="for-you-title">
      <h2 id="for-you-title" className="text-2xl font-semibold">
        {t`Recommended for you`}
      </h2>
      <p className="mt-1 text-base-content/80">
        {t`Matched to your goals, favorite categories, latest mood and accessibility needs. The list mixes categories, so a strong match may sit below others of its kind; it says so when it does.`}
      </p>
      {incomplete ? (
        <div className="mt-4 flex flex-col items-start gap-3 rounded-box border border-primary/30 bg-primary/8 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p>{t`Add your wellbeing goals and favorite categories for closer matches.`}</p>
          {toProfile}
        </div>
      ) : null}
      <ol className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="for-you-list">
        {recommendations.map((recommendation, index) => (
          <RecommendationItem
            key={recommendation.experience.id}
            rank={index + 1}
            recommendation={recommendation}
            saved={favoriteIds.has(recommendation.experience.id)}
          />
        ))}
      </ol>
    </section>
  );
}
