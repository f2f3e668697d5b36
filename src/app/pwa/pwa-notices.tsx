import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { CloseIcon } from "#ui/icons.tsx";
import { useToastStore } from "#ui/toast-store.ts";
import { updateServiceWorker, usePwaStore } from "./service-worker-registration.ts";

/** "Ready to work offline" is news, not a question: it leaves by itself after this long. */
const OFFLINE_READY_MS = 5000;

/**
 * The service worker's two notices: "ready to work offline" once, and "new version — reload"
 * (the worker is registered by service-worker-registration.ts).
 * The live region stays mounted so the notice is announced when it appears. The offline-ready
 * line is a small pill at the bottom that clicks pass through and that leaves by itself, so it
 * never covers a control (it used to sit over the mood buttons and the phone hero until closed);
 * the new-version card asks for an action, so it stays until answered. The pill waits while a
 * toast is on screen (one notice at a time), then shows for its full time.
 */
export function PwaNotices() {
  const { t } = useLingui();
  const offlineReady = usePwaStore((s) => s.offlineReady);
  const needRefresh = usePwaStore((s) => s.needRefresh);
  const toastShown = useToastStore((s) => s.current !== null);
  const showOfflineReady = offlineReady && !toastShown;

  // The plugin reloads only when this page load was already controlled by a worker; a tab that
  // installed the first worker and then saw an update would otherwise stay on the old code.
  const reload = () => {
    navigator.serviceWorker?.addEventListener("controllerchange", () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker();
  };

  useEffect(() => {
    if (!showOfflineReady || needRefresh) return;
    const timer = setTimeout(() => usePwaStore.setState({ offlineReady: false }), OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [showOfflineReady, needRefresh]);

  const close = () => {
    usePwaStore.setState({ offlineReady: false, needRefresh: false });
  };

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 flex justify-center px-4 sm:inset-x-auto sm:start-4 sm:px-0"
    >
      {needRefresh ? (
        <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
          <p className="min-w-0 flex-1 pt-2 text-sm">{t`A new version of CultureWell is available.`}</p>
          <button type="button" className="btn btn-primary btn-sm min-h-11" onClick={reload}>
            {t`Reload`}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-square size-11"
            aria-label={t`Dismiss`}
            onClick={close}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ) : showOfflineReady ? (
        <p className="rounded-full border border-base-300 bg-base-100 px-4 py-2 text-sm shadow-md">
          {t`App ready to work offline.`}
        </p>
      ) : null}
    </div>
  );
}
