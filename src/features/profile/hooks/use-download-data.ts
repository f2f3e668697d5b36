import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError } from "#sync/http.ts";
import { refusalCode } from "#sync/refusal-code.ts";
import { showToast } from "#ui/toast-store.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { fetchAccountExport } from "../data/account-api.ts";
import { buildExportFiles, type ExportFile, revokeExportFiles } from "../data/export-files.ts";
import { isOfflineFailure } from "./use-change-password-form.ts";

/**
 * "Download my data": asks the server for everything (online only: the device may not hold all
 * of it, e.g. after a sign-in on a new phone), then offers the JSON and CSV files as links. The
 * Blob URLs are revoked when new ones replace them and when the screen goes.
 */
export function useDownloadData() {
  const { t } = useLingui();
  const localize = useReasonText();
  const [files, setFiles] = useState<ExportFile[] | null>(null);
  const current = useRef<ExportFile[] | null>(null);
  useEffect(() => () => revokeExportFiles(current.current ?? []), []);

  const offline = {
    title: t`You're offline`,
    description: t`Preparing your data needs an internet connection. Please try again when you are online.`,
  };
  const action = useAsyncAction(fetchAccountExport, {
    onSuccess: (data) => {
      revokeExportFiles(current.current ?? []);
      current.current = buildExportFiles(data);
      setFiles(current.current);
    },
    failure: (error) =>
      isOfflineFailure(error)
        ? offline
        : {
            title: t`Your data could not be prepared`,
            description: localize(refusalCode(error), t`Please try again.`),
          },
    expected: (error) => error instanceof ApiError || isOfflineFailure(error),
  });

  const prepare = () => {
    if (globalThis.navigator?.onLine === false) {
      showToast({ ...offline, variant: "error" });
      return;
    }
    void action.run();
  };
  return { files, prepare, pending: action.pending };
}
