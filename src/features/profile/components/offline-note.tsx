import type { ReactNode } from "react";

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
