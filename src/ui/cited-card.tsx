import { useLingui } from "@lingui/react/macro";

/** A statement quoted from a published work. */
export interface Cited {
  text: string;
  /** The citation, in English (the cited work's language). */
  source: string;
  href: string;
}

/**
 * One cited statement as a card: an optional headline figure, the statement, its source (an
 * English-language work) and a link to it. The why-culture-wellbeing findings and the
 * professional's evidence sources are lists of these.
 */
export function CitedCard({ item, lead }: { item: Cited; lead?: string }) {
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
