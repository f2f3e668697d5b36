import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Page } from "#ui/page.tsx";

export const Route = createFileRoute("/for-partners")({ component: ForPartners });

/** Partner page (spec §2): every call to action goes to /contact. Tabs and tiers come later. */
function ForPartners() {
  const { t } = useLingui();
  const audiences = [
    {
      id: "organisations",
      title: t`Cultural Organizations`,
      text: t`List your workshops, performances and community programmes and reach people looking for experiences that support their wellbeing.`,
    },
    {
      id: "professionals",
      title: t`Health Professionals`,
      text: t`Find trusted cultural activities to recommend, and refer clients to experiences that fit their needs.`,
    },
  ];
  return (
    <Page
      title={t`For Partners`}
      heading={t`Partner with CultureWell`}
      lead={t`Together we can make creative and cultural experiences part of everyday wellbeing.`}
      actions={
        <Link to="/contact" className="btn btn-primary min-h-11">
          {t`Get in Touch`}
        </Link>
      }
    >
      <div className="grid gap-4 pb-8 md:grid-cols-2">
        {audiences.map((audience) => (
          <section
            key={audience.id}
            className="rounded-box border border-base-300 bg-base-200/60 p-6"
          >
            <h2 className="text-xl font-semibold">{audience.title}</h2>
            <p className="mt-2 text-base-content/80">{audience.text}</p>
          </section>
        ))}
      </div>
    </Page>
  );
}
