import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Page } from "#ui/page.tsx";

export const Route = createFileRoute("/why-culture-wellbeing")({ component: WhyCultureWellbeing });

/** Marketing page (spec §2), open to visitors; research and testimonials come with its issue. */
function WhyCultureWellbeing() {
  const { t } = useLingui();
  const figures = [
    { value: t`150+`, label: t`cultural partners` },
    { value: t`75+`, label: t`health professionals` },
    { value: t`2,500+`, label: t`lives impacted` },
  ];
  return (
    <Page
      title={t`Why Culture & Wellbeing?`}
      lead={t`Taking part in the arts and community culture reduces stress and loneliness, builds confidence and brings people together. CultureWell makes those experiences easy to find, join and recommend.`}
      actions={
        <>
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Explore Experiences`}
          </Link>
          <Link to="/for-partners" className="btn btn-outline min-h-11">
            {t`Become a Partner`}
          </Link>
        </>
      }
    >
      <section aria-labelledby="why-figures" className="pb-8">
        <h2 id="why-figures" className="sr-only">
          {t`CultureWell in numbers`}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-box border border-base-300 bg-base-200/60 p-6"
            >
              <dt className="mt-1 text-base-content/80">{figure.label}</dt>
              <dd className="text-3xl font-bold text-primary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Page>
  );
}
