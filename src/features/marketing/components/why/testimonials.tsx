import { useLingui } from "@lingui/react/macro";

/**
 * Testimonials. CultureWell is pre-launch, so these are illustrative stories written
 * for the page, and the page says so: presenting them as real quotes would mislead.
 */
export function Testimonials() {
  const { t } = useLingui();
  const stories = [
    {
      id: "participant",
      quote: t`After months of staying in, a weekly pottery class gave me something to look forward to and people to talk to.`,
      who: t`A participant`,
    },
    {
      id: "professional",
      quote: t`Being able to filter by accessibility means I can suggest an activity my client can actually get to.`,
      who: t`A social prescribing link worker`,
    },
    {
      id: "partner",
      quote: t`Our community choir now welcomes people who would never have found us on their own.`,
      who: t`A cultural partner`,
    },
  ];
  return (
    <section aria-labelledby="stories-heading">
      <h2 id="stories-heading" className="text-2xl font-semibold">
        {t`Stories like these`}
      </h2>
      <p className="mt-2 text-base-content/80">
        {t`Illustrative examples: these stories are written to show what CultureWell is for; they are not quotes from real people.`}
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {stories.map(({ id, quote, who }) => (
          <li key={id}>
            <figure className="h-full rounded-box bg-base-200/60 p-6">
              <blockquote className="text-lg">“{quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-base-content/75">
                {t`${who} (illustrative)`}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
