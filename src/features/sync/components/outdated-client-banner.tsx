import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Spinner } from "#ui/spinner.tsx";
import { useSyncStatus } from "../use-sync-status.ts";
import { reloadToLatestVersion } from "./reload-to-latest-version.ts";

/**
 * Shown once the server no longer serves this build's sync protocol (426 client_outdated):
 * nothing syncs until the app is reloaded onto a newer version, and the user's changes wait on
 * the device meanwhile. It sits above every screen, stand-alone ones included, in the page
 * flow so it covers nothing. The alert region stays mounted so the message is announced.
 */
export function OutdatedClientBanner() {
  const { t } = useLingui();
  const outdated = useSyncStatus((s) => s.outdated);
  const [reloading, setReloading] = useState(false);

  const reload = () => {
    setReloading(true);
    void reloadToLatestVersion();
  };

  return (
    <div role="alert">
      {outdated ? (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-warning px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-sm text-warning-content">
          <p className="max-w-prose">
            {t`A newer version of CultureWell is needed to keep syncing. Your changes are kept on this device until then.`}
          </p>
          <button
            type="button"
            className="btn btn-sm btn-neutral min-h-11"
            disabled={reloading}
            onClick={reload}
          >
            {reloading ? <Spinner /> : null}
            {t`Reload`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
