import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ExperienceImage } from "#catalogue/experience-image.tsx";
import { useExperienceFormat } from "#catalogue/use-experience-format.ts";
import type { ExperienceRow } from "#db/types.ts";
import { normalizeAccessibilityFeature } from "#domain/accessibility.ts";
import { DIFFICULTY_LABELS, FEATURE_LABELS } from "./option-labels.ts";

interface ExperienceDetailProps {
  experience: ExperienceRow;
  /** Beside the title: the favourite toggle. */
  titleActions?: ReactNode;
  /** Under the description: add to calendar, download. */
  actions?: ReactNode;
  /** The side column: Manage Your Experience, or Join + inquiry. */
  aside: ReactNode;
}

/**
 * Experience detail: image, category badge, price, title, description, a details card
 * (venue, location, date, price, wellbeing benefit, duration, max participants, difficulty,
 * accessibility features) and a Wellbeing Benefits card. The page's one h1 is the title.
 */
export function ExperienceDetail({
  experience: e,
  titleActions,
  actions,
  aside,
}: ExperienceDetailProps) {
  const { t } = useLingui();
  const fmt = useExperienceFormat();
  return (
    <article className="grid gap-8 py-6 sm:py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="flex min-w-0 flex-col gap-8">
        <header className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
          <div className="relative">
            <ExperienceImage src={e.imageUrl} eager />
            <span className="badge badge-primary badge-lg absolute top-4 left-4 shadow-sm">
              {fmt.category(e.category)}
            </span>
          </div>
          <div className="flex flex-col gap-4 p-6 sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {e.title}
              </h1>
              {titleActions}
            </div>
            <p className="text-2xl font-semibold text-primary" data-testid="experience-price">
              {fmt.price(e.price)}
            </p>
            <p className="whitespace-pre-line text-lg text-base-content/80 text-pretty">
              {e.description}
            </p>
            {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
          </div>
        </header>
        <ExperienceFacts experience={e} />
        <section
          aria-labelledby="wellbeing-benefits"
          className="rounded-box border border-base-300 bg-accent/8 p-6 sm:p-8"
        >
          <h2 id="wellbeing-benefits" className="text-xl font-semibold">
            {t`Wellbeing Benefits`}
          </h2>
          <p className="mt-3 text-lg">{e.wellbeingBenefit}</p>
          <p className="mt-3 text-base-content/80">
            {t`Taking part in cultural and creative activities can ease stress, build connection and lift your mood.`}
          </p>
        </section>
      </div>
      <aside className="flex min-w-0 flex-col gap-6">{aside}</aside>
    </article>
  );
}

function ExperienceFacts({ experience: e }: { experience: ExperienceRow }) {
  const { t, i18n } = useLingui();
  const fmt = useExperienceFormat();
  const features = e.accessibilityFeatures.map((id) => {
    const known = normalizeAccessibilityFeature(id);
    return known ? i18n._(FEATURE_LABELS[known]) : id;
  });
  const rows: [string, ReactNode][] = [
    [t`Venue`, e.venue],
    [t`Location`, e.location],
    [t`Date`, fmt.date(e.date)],
    [t`Price`, fmt.price(e.price)],
    [t`Wellbeing benefit`, e.wellbeingBenefit],
    [t`Duration`, e.duration != null ? fmt.duration(e.duration) : t`Not specified`],
    [t`Max participants`, e.maxParticipants != null ? String(e.maxParticipants) : t`Not specified`],
    [t`Difficulty`, i18n._(DIFFICULTY_LABELS[e.difficultyLevel] ?? DIFFICULTY_LABELS.beginner)],
    [
      t`Accessibility features`,
      features.length > 0 ? (
        <ul key="features" className="flex flex-wrap gap-2">
          {features.map((label) => (
            <li key={label} className="badge badge-outline">
              {label}
            </li>
          ))}
        </ul>
      ) : (
        t`None specified`
      ),
    ],
  ];
  return (
    <section
      aria-labelledby="experience-details"
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-8"
    >
      <h2 id="experience-details" className="text-xl font-semibold">
        {t`Experience Details`}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-base-content/70">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
