import { useLingui } from "@lingui/react/macro";
import { Page } from "#ui/page.tsx";
import { GuideInclusion } from "./guide-inclusion.tsx";
import { GuidePractice } from "./guide-practice.tsx";
import { GuideSources } from "./guide-sources.tsx";
import { GUIDE_TOPICS } from "./guide-topics.ts";
import { GuideWelcome } from "./guide-welcome.tsx";

/** /partner/resources: practical guidance for running wellbeing-friendly sessions. */
export function ResourcesScreen() {
  const { t, i18n } = useLingui();
  return (
    <Page
      title={t`Resources for partners`}
      heading={t`Running wellbeing-friendly sessions`}
      lead={t`Practical guidance for welcoming everyone, keeping people safe and learning what works. Plain advice, with the evidence behind it.`}
    >
      <nav
        aria-labelledby="guide-contents"
        className="mb-6 max-w-3xl rounded-box bg-base-200/60 p-5"
      >
        <h2 id="guide-contents" className="mb-2 font-semibold">
          {t`On this page`}
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {GUIDE_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} className="link inline-block py-2">
                {i18n._(topic.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex max-w-3xl flex-col gap-6 pb-8">
        <GuideWelcome />
        <GuideInclusion />
        <GuidePractice />
        <GuideSources />
      </div>
    </Page>
  );
}
