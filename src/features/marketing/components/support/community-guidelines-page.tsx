import { useLingui } from "@lingui/react/macro";
import { Points, SupportArticle } from "./support-article.tsx";

/** Community Guidelines: how participants, professionals and partners treat each other. */
export function CommunityGuidelinesPage() {
  const { t } = useLingui();
  return (
    <SupportArticle
      title={t`Community Guidelines`}
      lead={t`CultureWell is for people looking after their wellbeing. These guidelines keep it a safe and welcoming place.`}
      sections={[
        {
          id: "everyone",
          heading: t`For everyone`,
          body: (
            <Points
              items={[
                t`Be kind and respectful, online and at experiences.`,
                t`Respect other people's privacy: do not share what someone tells you about their health.`,
                t`If you can no longer attend, let the organiser know so someone else can take the place.`,
              ]}
            />
          ),
        },
        {
          id: "partners",
          heading: t`For partners listing experiences`,
          body: (
            <Points
              items={[
                t`Describe each experience honestly, including cost, access and what to bring.`,
                t`List accessibility features only when they are really available.`,
                t`Do not make medical claims: the arts support wellbeing, they do not replace treatment.`,
              ]}
            />
          ),
        },
        {
          id: "report",
          heading: t`Reporting a problem`,
          body: (
            <p>{t`If something on CultureWell or at an experience worries you, tell us through the contact page. We may remove listings or accounts that break these guidelines.`}</p>
          ),
        },
      ]}
    />
  );
}
