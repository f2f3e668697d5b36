import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";

/** One published finding: a figure, what it means, and the work it is quoted from. */
export interface ResearchFinding {
  id: string;
  figure: string;
  text: string;
  /** The citation, in English (the cited work's language). */
  source: string;
  href: string;
}

/**
 * Published findings, each with its source, in the reader's language. Every figure is quoted
 * from the source it links to (checked against the report or the paper's abstract); add none
 * without its source. Shown on the why-culture-wellbeing page and, composed by its route, on the
 * professional's evidence page (ResearchFindings).
 */
export function useResearchFindings(): ResearchFinding[] {
  const { t, i18n } = useLingui();
  const percent = (value: number) => formatNumber(value, i18n.locale, { style: "percent" });
  return [
    {
      id: "who",
      figure: `${formatNumber(3000, i18n.locale)}+`,
      text: t`studies reviewed by the World Health Organization found a major role for the arts in preventing ill health, promoting health, and managing and treating illness across the lifespan.`,
      source:
        "Fancourt D, Finn S. What is the evidence on the role of the arts in improving health and well-being? A scoping review. WHO Regional Office for Europe, 2019 (Health Evidence Network synthesis report 67).",
      href: "https://www.who.int/europe/publications/i/item/9789289054553",
    },
    {
      id: "appg",
      figure: percent(0.37),
      text: t`fewer GP consultations, and 27% fewer hospital admissions, in an arts-on-prescription project reported by the UK Parliament's arts and health group.`,
      source:
        "All-Party Parliamentary Group on Arts, Health and Wellbeing. Creative Health: The Arts for Health and Wellbeing. Inquiry report, July 2017.",
      href: "https://ncch.org.uk/appg-ahw-inquiry-report",
    },
    {
      id: "bmj",
      figure: percent(0.31),
      text: t`lower risk of dying during 14 years of follow-up among adults over 50 who went to museums, galleries, the theatre or concerts every few months or more, compared with those who never did (an observational study: it shows an association, not a cause).`,
      source:
        "Fancourt D, Steptoe A. The art of life and death: 14 year follow-up analyses of associations between arts engagement and mortality in the English Longitudinal Study of Ageing. BMJ 2019;367:l6377.",
      href: "https://doi.org/10.1136/bmj.l6377",
    },
  ];
}
