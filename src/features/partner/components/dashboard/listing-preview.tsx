import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ExperienceImage } from "#catalogue/experience-image.tsx";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import type { ExperienceRow } from "#db/types.ts";
import { CheckInLink } from "../check-in-link.tsx";

/**
 * One of the partner's listings on the dashboard: picture, category, location, price
 * in euros or Free, the wellbeing benefit, and edit, view and door check-in links that each name
 * the experience through its heading.
 */
export function ListingPreview({ experience: e }: { experience: ExperienceRow }) {
  const { t } = useLingui();
  const fmt = useExperienceFormat();
  const headingId = `partner-listing-${e.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm"
    >
      <figure className="relative">
        <ExperienceImage src={e.imageUrl} />
        <span className="badge badge-primary absolute top-3 left-3 shadow-sm">
          {fmt.category(e.category)}
        </span>
      </figure>
      <div className="card-body gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="card-title text-lg leading-snug text-balance">
            {e.title}
          </h3>
          <span className="shrink-0 font-semibold text-primary">{fmt.price(e.price)}</span>
        </div>
        <p className="text-sm text-base-content/80">
          {e.location} · {fmt.date(e.date)}
        </p>
        {e.isActive ? null : <p className="badge badge-ghost">{t`Not active`}</p>}
        {e.wellbeingBenefit ? (
          <p className="badge h-auto badge-accent badge-outline py-1 text-start">
            {e.wellbeingBenefit}
          </p>
        ) : null}
        {/* At the foot of the card: a row of listings lines its buttons up. */}
        <div className="card-actions mt-auto flex-wrap pt-2">
          <Link
            to="/edit-experience/$id"
            params={{ id: e.id }}
            className="btn btn-primary btn-sm min-h-11"
            aria-describedby={headingId}
          >
            {t`Edit`}
          </Link>
          <Link
            to="/experience/$id"
            params={{ id: e.id }}
            className="btn btn-outline btn-sm min-h-11"
            aria-describedby={headingId}
          >
            {t`View`}
          </Link>
          <CheckInLink experienceId={e.id} describedBy={headingId} />
        </div>
      </div>
    </article>
  );
}
