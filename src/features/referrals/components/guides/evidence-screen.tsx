import { useLingui } from "@lingui/react/macro";
import { type ResearchFinding, useResearchFindings } from "#features/marketing/index.ts";
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
              <Cited key={f.id} item={f} lead={f.figure} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="guidance">
          <h2 id="guidance" className="text-2xl font-semibold">
            {t`Social prescribing and measuring outcomes`}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {sources.map((s) => (
              <Cited key={s.id} item={s} />
            ))}
          </ul>
        </section>
      </div>
    </Page>
  );
}

function Cited({ item, lead }: { item: Omit<ResearchFinding, "figure">; lead?: string }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
      <p>
        {lead ? <span className="block text-4xl font-bold text-primary">{lead}</span> : null}
        <span className="mt-2 block">{item.text}</span>
      </p>
      {/* A citation names an English-language work: left untranslated, marked as English. */}
      <p lang="en" className="mt-4 flex-1 text-sm text-base-content/75">
        {item.source}
      </p>
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className="link link-primary mt-3 inline-flex min-h-11 items-center text-sm"
      >
        {t`Read the source (opens in a new tab)`}
      </a>
    </li>
  );
}
