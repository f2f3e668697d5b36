import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useReasonText } from "#i18n/reason-messages.ts";
import { ApiError, isNetworkError } from "#sync/http.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import {
  type DevicePushState,
  readDevicePushState,
  turnOffDevicePush,
  turnOnDevicePush,
} from "../data/device-push.ts";

type Shown = DevicePushState | "server-off" | "loading";

/** The reason code of a refusal (a field's first, e.g. push_service_unknown), if any. */
function reasonOf(error: unknown): unknown {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { code?: unknown; errors?: Record<string, unknown> } | null;
  return Object.values(body?.errors ?? {})[0] ?? body?.code;
}

/**
 * Web Push on this device (docs/calendar-feed.md "Web Push"): reminders arrive while the app is
 * closed. The browser's permission is asked only from "Allow notifications on this device".
 */
export function DevicePushSetting() {
  const { t } = useLingui();
  const reasonText = useReasonText();
  const [state, setState] = useState<Shown>("loading");
  useEffect(() => {
    let live = true;
    readDevicePushState().then(
      (s) => live && setState(s),
      () => live && setState("off"),
    );
    return () => {
      live = false;
    };
  }, []);
  const turnOn = useAsyncAction(turnOnDevicePush, {
    failure: (error) => ({
      title: t`Notifications were not turned on`,
      description: reasonOf(error)
        ? reasonText(reasonOf(error))
        : t`Please try again when you are online.`,
    }),
    onSuccess: setState,
    expected: (error) => error instanceof ApiError || isNetworkError(error),
  });
  const turnOff = useAsyncAction(turnOffDevicePush, {
    failure: { title: t`Notifications were not turned off`, description: t`Please try again.` },
    onSuccess: setState,
  });

  const status: Record<Shown, string> = {
    loading: t`Checking this device…`,
    on: t`On: reminders arrive on this device even when the app is closed.`,
    off: t`Off on this device.`,
    blocked: t`Blocked by the browser. Allow notifications for this site in the browser's settings to get them here.`,
    unsupported: t`Not supported by this browser.`,
    "server-off": t`This server does not send notifications to devices.`,
  };
  const pending = turnOn.pending || turnOff.pending;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{t`Notifications on this device`}</p>
      <p role="status" className="text-sm text-base-content/80">
        {status[state]}
      </p>
      {state === "off" ? (
        <button
          type="button"
          className="btn btn-outline min-h-11 self-start"
          disabled={pending}
          onClick={() => void turnOn.run()}
        >
          {t`Allow notifications on this device`}
        </button>
      ) : null}
      {state === "on" ? (
        <button
          type="button"
          className="btn btn-outline min-h-11 self-start"
          disabled={pending}
          onClick={() => void turnOff.run()}
        >
          {t`Turn off on this device`}
        </button>
      ) : null}
    </div>
  );
}
