import { useLingui } from "@lingui/react/macro";
import { useResearchFindings } from "../../hooks/use-research-findings.ts";
import { CitedCard } from "./cited-card.tsx";

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
          <CitedCard key={finding.id} item={finding} lead={finding.figure} />
        ))}
      </ul>
    </section>
  );
}
