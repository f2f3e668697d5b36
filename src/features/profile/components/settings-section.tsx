import type { ReactNode } from "react";

/** One card of the account settings: a heading, a short lead and its controls. */
export function SettingsSection({
  id,
  title,
  lead,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  /** "danger" for the irreversible card (delete the account). */
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const border = tone === "danger" ? "border-error/60" : "border-base-300";
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-4 rounded-box border ${border} bg-base-100 p-5 sm:p-6`}
    >
      <div>
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="mt-1 text-base-content/80">{lead}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * Said where an online-only action sits, while there is no connection: the action is disabled
 * and this tells why (it cannot be kept for later like other changes).
 */
export function OfflineNote({ online, children }: { online: boolean; children: ReactNode }) {
  if (online) return null;
  return (
    <p role="status" className="alert alert-warning alert-soft text-sm">
      {children}
    </p>
  );
}
