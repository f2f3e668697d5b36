import { useLingui } from "@lingui/react/macro";
import { useStorageCleared } from "../hooks/use-storage-cleared.ts";

/**
 * Told once, after the browser cleared this device's data under a stored session
 * (docs/decisions/0025-storage-kept.md): what came back from the server and what could not.
 * Changes queued offline and not yet sent existed only in the cleared database, so nobody can
 * know how many there were; the notice says so rather than guess. It says "is back" only once a
 * sync has completed since, and stays until dismissed (in every tab). In the page flow above
 * every screen, so it covers nothing; the status region stays mounted so it is announced.
 */
export function StorageClearedNotice() {
  const { t } = useLingui();
  const cleared = useStorageCleared();

  return (
    <div role="status">
      {cleared ? (
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-warning px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-sm text-warning-content">
          <div className="max-w-prose">
            <p className="font-semibold">{t`This device's saved data was cleared by the browser.`}</p>
            <p className="mt-1">
              {cleared.restored
                ? t`Everything already sent is back; changes made offline before that and not yet sent are lost.`
                : t`Everything already sent is coming back from the server; changes made offline before that and not yet sent are lost.`}{" "}
              {t`There is no way to know how many.`}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-neutral min-h-11"
            onClick={cleared.dismiss}
          >
            {t`OK`}
          </button>
        </div>
      ) : null}
    </div>
  );
}
