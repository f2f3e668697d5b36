import { useLingui } from "@lingui/react/macro";
import { useResearchFindings } from "../../hooks/use-research-findings.ts";

/** The why-culture-wellbeing page's findings (use-research-findings.ts), each with its source. */
export function ResearchFindings() {
  const { t } = useLingui();
  const findings = useResearchFindings();
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
