import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { Experience } from "#domain/experience.ts";
import { ArrowRightIcon } from "#ui/icons.tsx";
import {
  AccessibleIcon,
  CalendarIcon,
  ClockIcon,
  PinIcon,
  UsersIcon,
} from "./experience-icons.tsx";
import { ExperienceImage } from "./experience-image.tsx";
import { useExperienceFormat } from "./use-experience-format.ts";

export type CardExperience = Pick<
  Experience,
  | "id"
  | "title"
  | "description"
  | "category"
  | "price"
  | "venue"
  | "date"
  | "imageUrl"
  | "wellbeingBenefit"
  | "accessibilityFeatures"
  | "duration"
  | "maxParticipants"
>;

interface ExperienceCardProps {
  experience: CardExperience;
  /** A slot over the image's corner, e.g. a favourite toggle. */
  actions?: ReactNode;
  /** h2 in a plain list under the page's h1, h3 when the grid sits under a section h2. */
  headingLevel?: 2 | 3;
  /** Above the fold: the picture loads at once, at high priority (see ExperienceImage). */
  eagerImage?: boolean;
}

/**
 * The experience card of every list: image, category badge, price, title, description clamped to
 * three lines, venue, date, duration, 'Max N', 'Accessible' when it has features, the wellbeing
 * benefit and 'Join Experience' to the detail page. Fixed-ratio image and clamped text keep every
 * card's height predictable (no layout shift; the list can virtualise by rows).
 */
export function ExperienceCard({
  experience: e,
  actions,
  headingLevel = 2,
  eagerImage = false,
}: ExperienceCardProps) {
  const { t } = useLingui();
  const fmt = useExperienceFormat();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const accessible = (e.accessibilityFeatures?.length ?? 0) > 0;
  const headingId = `experience-card-${e.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm"
      data-testid="experience-card"
    >
      <figure className="relative">
        {/* Keyed by its source: a card the list reuses for another experience never shows the
            previous picture while the next one loads. */}
        <ExperienceImage key={e.imageUrl} src={e.imageUrl} eager={eagerImage} />
        <span className="badge badge-primary absolute top-3 left-3 shadow-sm">
          {fmt.category(e.category)}
        </span>
        {actions ? <div className="absolute top-2 right-2">{actions}</div> : null}
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading id={headingId} className="card-title text-lg leading-snug text-balance">
            {e.title}
          </Heading>
          <span className="shrink-0 font-semibold text-primary" data-testid="experience-price">
            {fmt.price(e.price)}
          </span>
        </div>
        {/* max-h: exactly three lines, even when the flex column stretches the box taller. */}
        <p className="line-clamp-3 max-h-[3lh] text-sm text-base-content/80">{e.description}</p>
        <ul className="grid gap-1.5 text-sm text-base-content/80">
          <li className="flex items-center gap-2">
            <PinIcon className="size-4 shrink-0" />
            <span className="truncate" title={e.venue}>
              {e.venue}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0" />
            <span>{fmt.date(e.date)}</span>
          </li>
          <li className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
            {e.duration != null ? (
              <span className="flex items-center gap-2">
                <ClockIcon className="size-4 shrink-0" />
                {fmt.duration(e.duration)}
              </span>
            ) : null}
            {e.maxParticipants != null ? (
              <span className="flex items-center gap-2">
                <UsersIcon className="size-4 shrink-0" />
                {t`Max ${e.maxParticipants}`}
              </span>
            ) : null}
            {accessible ? (
              <span className="badge badge-outline gap-1">
                <AccessibleIcon className="size-3.5" />
                {t`Accessible`}
              </span>
            ) : null}
          </li>
        </ul>
        {e.wellbeingBenefit ? (
          <p className="line-clamp-2 rounded-field bg-accent/10 px-3 py-2 text-sm">
            <span className="font-semibold">{t`Wellbeing benefit:`}</span> {e.wellbeingBenefit}
          </p>
        ) : null}
        <div className="card-actions mt-auto pt-1">
          <Link
            to="/experience/$id"
            params={{ id: e.id }}
            className="btn btn-primary btn-block min-h-11"
            aria-describedby={headingId}
          >
            {t`Join Experience`}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
