import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "#domain/dates.ts";
import type { SyncPhase } from "../sync-state.ts";

/**
 * The badge's words: `full` for wide screens and screen readers; where space is short, `short`
 * and `waiting` (the count of changes not yet sent, shown as an icon with a number).
 */
export function usePhaseText(phase: SyncPhase): {
  full: string;
  short: string | null;
  waiting: number;
} {
  const { t, i18n } = useLingui();
  switch (phase.kind) {
    case "syncing":
      return { full: t`Syncing…`, short: null, waiting: phase.pending };
    case "offline": {
      const n = phase.pending;
      return n > 0
        ? {
            full: plural(n, {
              one: "Offline · # change waiting",
              other: "Offline · # changes waiting",
            }),
            short: t`Offline`,
            waiting: n,
          }
        : { full: t`Offline`, short: t`Offline`, waiting: 0 };
    }
    case "sign-in":
      return {
        full: plural(phase.pending, {
          one: "# change waiting · sign in to save",
          other: "# changes waiting · sign in to save",
        }),
        short: null,
        waiting: phase.pending,
      };
    case "waiting":
      return {
        full: plural(phase.pending, { one: "# change waiting", other: "# changes waiting" }),
        short: null,
        waiting: phase.pending,
      };
    case "synced": {
      const time = formatDate(new Date(phase.at), i18n.locale, {
        hour: "2-digit",
        minute: "2-digit",
      });
      return { full: t`Synced ${time}`, short: null, waiting: 0 };
    }
    default:
      return { full: t`Online`, short: null, waiting: 0 };
  }
}
