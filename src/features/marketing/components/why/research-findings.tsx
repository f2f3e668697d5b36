import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";

/**
 * Published findings, each with its source. Every figure is quoted from the source it links to
 * (checked against the report or the paper's abstract); add none without its source.
 */
export function ResearchFindings() {
  const { t, i18n } = useLingui();
  const percent = (value: number) => formatNumber(value, i18n.locale, { style: "percent" });
  const findings = [
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
  return (
    <section aria-labelledby="research-heading">
      <h2 id="research-heading" className="text-2xl font-semibold">
        {t`What the research says`}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {findings.map((finding) => (
          <li
            key={finding.id}
            className="flex flex-col rounded-box border border-base-300 bg-base-100 p-6 shadow-sm"
          >
            <p>
              <span className="block text-4xl font-bold text-primary">{finding.figure}</span>
              <span className="mt-2 block">{finding.text}</span>
            </p>
            {/* A citation names an English-language work: left untranslated, marked as English. */}
            <p lang="en" className="mt-4 flex-1 text-sm text-base-content/75">
              {finding.source}
            </p>
            <a
              href={finding.href}
              target="_blank"
              rel="noopener noreferrer"
              className="link link-primary mt-3 inline-flex min-h-11 items-center text-sm"
            >
              {t`Read the source (opens in a new tab)`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
