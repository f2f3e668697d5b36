import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Page } from "#ui/page.tsx";
import { ImpactFigures } from "../impact-figures.tsx";
import { ResearchFindings } from "./research-findings.tsx";
import { Testimonials } from "./testimonials.tsx";

/** Why Culture & Wellbeing: research with sources, stories, figures, two buttons. */
export function WhyPage() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Why Culture & Wellbeing?`}
      lead={t`Taking part in the arts and community culture reduces stress and loneliness, builds confidence and brings people together. CultureWell makes those experiences easy to find, join and recommend.`}
      actions={
        <>
          <Link to="/experiences" className="btn btn-primary min-h-11">
            {t`Explore Experiences`}
          </Link>
          <Link to="/for-partners" className="btn btn-outline btn-primary min-h-11">
            {t`Become a Partner`}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-12 pb-8">
        <ResearchFindings />
        <div className="overflow-hidden rounded-box">
          <ImpactFigures />
        </div>
        <Testimonials />
      </div>
    </Page>
  );
}
