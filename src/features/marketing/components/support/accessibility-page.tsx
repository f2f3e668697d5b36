import { useLingui } from "@lingui/react/macro";
import { Points, SupportArticle } from "./support-article.tsx";

/** Accessibility statement: the target, what is tested, how to report a barrier. */
export function AccessibilityPage() {
  const { t } = useLingui();
  return (
    <SupportArticle
      title={t`Accessibility`}
      lead={t`We want everyone to be able to use CultureWell, whatever their abilities or device.`}
      sections={[
        {
          id: "target",
          heading: t`Our target`,
          body: (
            <p>{t`CultureWell aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, in all six languages and in light and dark themes.`}</p>
          ),
        },
        {
          id: "tested",
          heading: t`What we test`,
          body: (
            <Points
              items={[
                t`Every page is scanned with the axe accessibility checker in our automated browser tests.`,
                t`Forms, menus and tabs are tested with the keyboard alone.`,
                t`Every form field has a label, and error messages are tied to their fields.`,
                t`Controls are at least 44 pixels tall for touch.`,
              ]}
            />
          ),
        },
        {
          id: "limits",
          heading: t`Known limits`,
          body: (
            <p>{t`Automated checks find only part of all barriers, and we have not yet had an independent audit. Experience listings are written by partners; their access details may be incomplete.`}</p>
          ),
        },
        {
          id: "report",
          heading: t`Report a barrier`,
          body: (
            <p>{t`If something stops you from using CultureWell, tell us through the contact page: the page, what you were trying to do, and the device or assistive technology you use. We reply within 24 hours on working days.`}</p>
          ),
        },
      ]}
    />
  );
}
