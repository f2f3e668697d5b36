import { useLingui } from "@lingui/react/macro";
import { CitedCard, useResearchFindings } from "#features/marketing/index.ts";
import { Page } from "#ui/page.tsx";
import { useEvidenceSources } from "./evidence-sources.ts";

/**
 * /professional/evidence: what the research says, with citations. The findings are the
 * why-culture-wellbeing page's own (one source of truth); the guidance sources are added here.
 */
export function EvidenceScreen() {
  const { t } = useLingui();
  const findings = useResearchFindings();
  const sources = useEvidenceSources();
  return (
    <Page
      title={t`Evidence`}
      heading={t`The evidence for culture and wellbeing`}
      lead={t`What the research says about arts and culture for health, with the sources to cite.`}
    >
      <div className="flex flex-col gap-10 pb-8">
        <section aria-labelledby="findings">
          <h2 id="findings" className="text-2xl font-semibold">
            {t`What the research says`}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {findings.map((f) => (
              <CitedCard key={f.id} item={f} lead={f.figure} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="guidance">
          <h2 id="guidance" className="text-2xl font-semibold">
            {t`Social prescribing and measuring outcomes`}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {sources.map((s) => (
              <CitedCard key={s.id} item={s} />
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}
