import type { ReactNode } from "react";
import { useDocumentTitle } from "./use-document-title.ts";

interface PageProps {
  /** Short page name for the tab title ("Profile" → "Profile · CultureWell"). */
  title: string;
  /** The page's one h1; defaults to the title. */
  heading?: ReactNode;
  /** A small line above the heading (a greeting, a section name). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a screen inside the app shell: tab title, one h1, optional lead and actions. */
export function Page({ title, heading, eyebrow, lead, actions, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className="py-8 sm:py-12">
      <header className="mb-8 max-w-3xl">
        {eyebrow ? <p className="mb-2 text-sm font-semibold text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {heading ?? title}
        </h1>
        {lead ? <p className="mt-3 text-lg text-base-content/80 text-pretty">{lead}</p> : null}
        {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
