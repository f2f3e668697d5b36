import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Page } from "#ui/page.tsx";

export interface ArticleSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * A footer Support page: one h1, sections with h2 headings, and the way to ask a person at the
 * end. Text only, so it is precached with the app and readable offline.
 */
export function SupportArticle({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: string;
  sections: readonly ArticleSection[];
}) {
  const { t } = useLingui();
  return (
    <Page title={title} lead={lead}>
      <div className="flex max-w-3xl flex-col gap-8 pb-8">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="text-xl font-semibold">
              {section.heading}
            </h2>
            <div className="mt-2 flex flex-col gap-2 text-base-content/85">{section.body}</div>
          </section>
        ))}
        <p className="rounded-box bg-base-200/60 p-4">
          {t`Still have a question?`}{" "}
          <Link to="/contact" className="link link-primary">
            {t`Contact us`}
          </Link>
        </p>
      </div>
    </Page>
  );
}

/** A bulleted list inside a section. */
export function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc ps-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
