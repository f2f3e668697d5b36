import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useShallow } from "zustand/react/shallow";
import { formatDate } from "#domain/dates.ts";
import { syncNow } from "#sync/sync-control.ts";
import { ModalDialog } from "#ui/modal-dialog.tsx";
import { Spinner } from "#ui/spinner.tsx";
import { syncPhase } from "../sync-state.ts";
import { useSyncStatus } from "../use-sync-status.ts";
import { RejectedChangesList } from "./rejected-changes-list.tsx";

// Its own chunk, loaded when the panel opens (the dialog renders its content only while open):
// the header, and so this panel, is part of the first paint; the storage lines are not
// (docs/decisions/0025-storage-kept.md).
const StorageSection = lazy(async () => ({
  default: (await import("./storage-section.tsx")).StorageSection,
}));

interface SyncPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The sync panel: where the user's changes are (waiting, saved, or refused and why), with
 * "Sync now". An offline user always learns that their changes are kept on the device.
 */
export function SyncPanel({ open, onClose }: SyncPanelProps) {
  const { t, i18n } = useLingui();
  const s = useSyncStatus(
    useShallow((state) => ({
      syncing: state.syncing,
      online: state.online,
      pending: state.pending,
      signedIn: state.signedIn,
      lastSyncedAt: state.lastSyncedAt,
      lastError: state.lastError,
      nextRetryAt: state.nextRetryAt,
    })),
  );
  const phase = syncPhase(s);
  const time = (iso: string) =>
    formatDate(new Date(iso), i18n.locale, {
      hour: "2-digit",
      minute: "2-digit",
      day: "numeric",
      month: "short",
    });

  return (
    <ModalDialog open={open} onClose={onClose} title={t`Sync status`} boxClassName="max-w-lg">
      <div className="mt-4 space-y-3 text-sm">
        <p>
          {s.pending > 0
            ? plural(s.pending, {
                one: "# change is waiting to be saved on the server.",
                other: "# changes are waiting to be saved on the server.",
              })
            : t`All your changes are saved on the server.`}
        </p>
        {phase.kind === "offline" ? (
          <p>{t`You are offline. Your changes are kept on this device and saved when the connection returns.`}</p>
        ) : null}
        {phase.kind === "sign-in" ? (
          <p>
            {t`Your session has ended. Sign in again as the same user to save them.`}{" "}
            <Link to="/login" className="link link-primary" onClick={onClose}>
              {t`Sign In`}
            </Link>
          </p>
        ) : null}
        {s.online && s.lastError === "server" ? (
          <p>{t`The server could not be reached properly. CultureWell tries again automatically.`}</p>
        ) : null}
        {s.nextRetryAt && s.pending > 0 ? (
          <p className="text-base-content/70">{t`Next attempt: ${time(s.nextRetryAt)}`}</p>
        ) : null}
        <p className="text-base-content/70">
          {s.lastSyncedAt ? t`Last synced: ${time(s.lastSyncedAt)}` : t`Not synced yet.`}
        </p>
      </div>
      <RejectedChangesList />
      <Suspense fallback={null}>
        <StorageSection />
      </Suspense>
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-outline min-h-11"
          disabled={s.syncing || !s.online || !s.signedIn}
          onClick={() => syncNow()}
        >
          {s.syncing ? <Spinner /> : null}
          {t`Sync now`}
        </button>
        <button type="button" className="btn btn-primary min-h-11" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    </ModalDialog>
  );
}
