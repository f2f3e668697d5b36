import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatNumber } from "#domain/money.ts";

/** The marketing figures: partners, professionals and lives reached. */
export function ImpactFigures() {
  const { i18n } = useLingui();
  // Numbers in the reader's own format ("2,500" in English, "2 500" in Latvian).
  const figure = (value: number) => `${formatNumber(value, i18n.locale)}+`;
  return (
    <section aria-labelledby="impact-title" className="bg-base-200/70">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="impact-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>A growing community</Trans>
        </h2>
        <dl className="mt-10 grid gap-8 text-center sm:grid-cols-3">
          <Figure value={figure(150)} label={<Trans>Cultural partners</Trans>} />
          <Figure value={figure(75)} label={<Trans>Health professionals</Trans>} />
          <Figure value={figure(2500)} label={<Trans>Lives impacted</Trans>} />
        </dl>
      </div>
    </section>
  );
}

function Figure({ value, label }: { value: string; label: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-1">
      <dt className="text-base font-medium text-base-content/80">{label}</dt>
      <dd className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{value}</dd>
    </div>
  );
}
