import type { ReactNode } from "react";

/** One topic of the partners' guide: a heading others can link to (#id) and its advice. */
export function GuideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      <div className="flex max-w-prose flex-col gap-3 text-base-content/90 [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
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
