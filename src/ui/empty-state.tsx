import type { ReactNode } from "react";

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Heading level inside the page: an h2 unless the card sits under an h2 already. */
  level?: 2 | 3;
}

/** A calm card for "nothing here (yet)": a heading, a sentence, an optional next step. */
export function EmptyState({ title, children, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="rounded-box border border-base-300 bg-base-200/60 px-6 py-10 text-center">
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children ? (
        <div className="mx-auto mt-2 max-w-prose text-base-content/80">{children}</div>
      ) : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
