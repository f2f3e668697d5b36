import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSession } from "#session/use-session.ts";
import { useNow } from "#ui/use-now.ts";
import { isNewcomer } from "../data/dashboard-repo.ts";
import { useDashboard } from "../hooks/use-dashboard.ts";

/**
 * The individual dashboard's h1 text: 'Welcome' for a new participant on their first visit on
 * this device, 'Welcome back' for anyone else: a later visit, or an account with a history (a
 * booking, an event, a favourite, a mood) signing in on a new device. Until the user's rows are
 * read (on a new device: synced) it is a placeholder of one line, as a guess would be wrong for
 * one of the two. Decided once per user on the page: saving a first favourite here does not
 * turn 'Welcome' into 'Welcome back' before their eyes. `firstVisit`: the user's first visit on
 * this device, as the route screen reads it from the auth feature.
 */
export function IndividualGreeting({ firstVisit }: { firstVisit: boolean }) {
  const { t } = useLingui();
  const user = useSession().user;
  const firstName = user?.firstName?.trim() || undefined;
  const data = useDashboard(useNow());
  const [history, setHistory] = useState<{ userId: string; value: boolean } | null>(null);
  if (data && user && history?.userId !== user.id) {
    // Derived once from the first answer, during render (no frame with the placeholder).
    setHistory({ userId: user.id, value: !isNewcomer(data) });
  }
  if (!data || history?.userId !== user?.id) {
    return (
      <>
        <span className="sr-only">{t`Dashboard`}</span>
        <span
          aria-hidden="true"
          className="skeleton inline-block h-[1lh] w-72 max-w-full align-top"
        />
      </>
    );
  }
  if (firstVisit && !history?.value) return firstName ? t`Welcome, ${firstName}!` : t`Welcome!`;
  return firstName ? t`Welcome back, ${firstName}!` : t`Welcome back, there!`;
}
