import { useLingui } from "@lingui/react/macro";
import { CitedCard } from "#ui/cited-card.tsx";
import { useResearchFindings } from "../../hooks/use-research-findings.ts";

/**
 * The findings of use-research-findings.ts, each with its source: on the why-culture-wellbeing
 * page, and on the professional's evidence page, where its route puts them.
 */
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
          <CitedCard key={finding.id} item={finding} lead={finding.figure} />
        ))}
      </ul>
    </section>
  );
}
