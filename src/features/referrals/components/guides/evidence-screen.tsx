import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CitedCard } from "#ui/cited-card.tsx";
import { Page } from "#ui/page.tsx";
import { useEvidenceSources } from "./evidence-sources.ts";

/**
 * /professional/evidence: what the research says, with citations. `findings` is the
 * why-culture-wellbeing page's own section (one source of truth), which the route passes in; the
 * guidance sources are added here.
 */
export function EvidenceScreen({ findings }: { findings: ReactNode }) {
  const { t } = useLingui();
  const sources = useEvidenceSources();
  return (
    <Page
      title={t`Evidence`}
      heading={t`The evidence for culture and wellbeing`}
      lead={t`What the research says about arts and culture for health, with the sources to cite.`}
    >
      <div className="flex flex-col gap-10 pb-8">
        {findings}
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
