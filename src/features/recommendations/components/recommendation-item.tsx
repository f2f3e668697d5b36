import { useLingui } from "@lingui/react/macro";
import { ExperienceCard } from "#catalogue/experience-card.tsx";
import type { ExperienceRow } from "#db/types.ts";
import type { Recommendation } from "#domain/recommendations.ts";
import { FavoriteToggle } from "#features/favorites/index.ts";
import { CheckIcon } from "#ui/icons.tsx";
import { StarRating } from "./star-rating.tsx";
import { useReasonText } from "./use-reason-text.ts";
import { VarietyNote } from "./variety-note.tsx";

/** One For You entry: rank, match percentage, stars, the card, and the reasons. */
export function RecommendationItem({
  rank,
  recommendation,
  saved,
}: {
  rank: number;
  recommendation: Recommendation<ExperienceRow>;
  saved: boolean;
}) {
  const { t } = useLingui();
  const reasonText = useReasonText();
  const { experience, score, reasons, variety } = recommendation;
  const match = Math.round(score * 100);
  return (
    <li className="flex flex-col gap-3" data-testid="recommendation">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <span className="badge badge-neutral font-semibold">
            <span className="sr-only">{t`Rank`} </span>#{rank}
          </span>
          <span className="font-semibold text-primary" data-testid="match">
            {t`${match}% match`}
          </span>
        </span>
        <StarRating score={score} />
      </div>
      {variety ? <VarietyNote variety={variety} /> : null}
      <ExperienceCard
        experience={experience}
        headingLevel={3}
        actions={
          <FavoriteToggle experienceId={experience.id} title={experience.title} saved={saved} />
        }
      />
      {reasons.length > 0 ? (
        <div className="rounded-box bg-base-200/70 p-4">
          <h4 className="text-sm font-semibold">{t`Why we recommend this`}</h4>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {reasons.map((reason) => (
              <li key={`${reason.code}-${JSON.stringify(reason.params)}`} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{reasonText(reason)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
