import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CardSection } from "#ui/card-section.tsx";
import { topicTitle } from "./guide-topics.ts";

/** One topic of the partners' guide, under the title the contents list links to (#id). */
export function GuideTopic({ id, children }: { id: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <CardSection id={id} title={i18n._(topicTitle(id))} prose>
      {children}
    </CardSection>
  );
}

/** A pointer to an entry of the source list at the end of the guide. */
export function SourceRef({ n }: { n: number }) {
  return (
    <a href={`#source-${n}`} className="link">
      [{n}]
    </a>
  );
}
