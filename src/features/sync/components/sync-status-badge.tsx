import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { Spinner } from "#ui/spinner.tsx";
import { type SyncPhase, syncPhase } from "../sync-state.ts";
import { useSyncStatus } from "../use-sync-status.ts";
import { CompactStatus } from "./compact-status.tsx";
import { CloudCheckIcon, CloudOffIcon, CloudUpIcon } from "./sync-icons.tsx";
import { SyncPanel } from "./sync-panel.tsx";
import { usePhaseText } from "./use-phase-text.ts";

/**
 * The header's sync status (decision 0004, "Status"): offline or online, how many changes
 * wait (at every width: a count beside an icon where the words do not fit), syncing, last synced. The words are a `role="status"` live region, so a change is
 * announced; colour only repeats them. The icon button opens the sync panel.
 */
export function SyncStatusBadge() {
  const { t } = useLingui();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const state = useSyncStatus(
    useShallow((s) => ({
      syncing: s.syncing,
      online: s.online,
      pending: s.pending,
      signedIn: s.signedIn,
      lastSyncedAt: s.lastSyncedAt,
      refused: s.rejected.length,
    })),
  );
  const phase = syncPhase(state);
  const { full, short, waiting } = usePhaseText(phase);
  const attention = phase.kind === "offline" || phase.kind === "sign-in" || state.refused > 0;

  return (
    <div className="flex items-center">
      <button
        type="button"
        className={`btn btn-ghost btn-square relative size-11 ${attention ? "text-warning" : ""}`}
        aria-haspopup="dialog"
        aria-label={t`Sync status and unsaved changes`}
        aria-describedby={statusId}
        onClick={() => setOpen(true)}
      >
        <PhaseIcon phase={phase} />
        {state.refused > 0 ? (
          <span className="badge badge-error badge-xs absolute end-1 top-1 px-1">
            {state.refused}
          </span>
        ) : null}
      </button>
      <span id={statusId} role="status" className="max-w-40 text-sm leading-tight">
        <span className="hidden truncate 2xl:inline">{full}</span>
        <CompactStatus full={full} short={short} waiting={waiting} />
        {state.refused > 0 ? (
          <span className="sr-only">
            {plural(state.refused, {
              one: "# change not saved",
              other: "# changes not saved",
            })}
          </span>
        ) : null}
      </span>
      <SyncPanel open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

function PhaseIcon({ phase }: { phase: SyncPhase }) {
  if (phase.kind === "syncing") return <Spinner />;
  if (phase.kind === "offline") return <CloudOffIcon className="size-5" />;
  if (phase.kind === "synced" || phase.kind === "online") {
    return <CloudCheckIcon className="size-5" />;
  }
  return <CloudUpIcon className="size-5" />;
}
