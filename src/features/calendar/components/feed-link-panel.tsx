import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { formatDateTime } from "#domain/dates.ts";
import { useFeedLink } from "../hooks/use-feed-link.ts";

/**
 * "Subscribe in your calendar app": a private webcal:// link to the user's calendar (events and
 * registered experiences, refreshed hourly), with copy, a new link and revoke. Online only.
 */
export function FeedLinkPanel() {
  const { t, i18n } = useLingui();
  const { state, url, notice, create, revoke, retry } = useFeedLink();
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const busy = create.pending || revoke.pending;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section aria-labelledby="feed-heading" className="rounded-box border border-base-300 p-4">
      <h2
        id="feed-heading"
        className="text-lg font-semibold"
      >{t`Subscribe in your calendar app`}</h2>
      <p className="mt-1 text-sm text-base-content/80">
        {t`A private link that shows your events and registered experiences in Apple, Google or Outlook calendars. Anyone with the link can see them: revoke it if it leaks.`}
      </p>
      <div className="mt-3" aria-live="polite">
        {state.phase === "loading" ? (
          <p className="text-sm">{t`Checking your calendar link…`}</p>
        ) : state.phase === "error" ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm">{t`The calendar link needs a connection.`}</p>
            <button type="button" className="btn btn-sm min-h-11" onClick={() => void retry()}>
              {t`Try again`}
            </button>
          </div>
        ) : url ? (
          <div className="grid gap-2">
            {notice === "ready" ? (
              <p className="text-sm font-medium">
                {t`Calendar link ready: copy it or open it in your calendar app.`}
              </p>
            ) : null}
            <label htmlFor={inputId} className="text-sm font-medium">{t`Your calendar link`}</label>
            <input
              id={inputId}
              className="input w-full font-mono text-xs"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm min-h-11"
                onClick={() => void copy()}
              >
                {copied ? t`Copied` : t`Copy link`}
              </button>
              <a
                className="btn btn-outline btn-sm min-h-11"
                href={url}
              >{t`Open in calendar app`}</a>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 text-error"
                disabled={busy}
                onClick={() => void revoke.run()}
              >
                {t`Revoke link`}
              </button>
            </div>
          </div>
        ) : state.status.active ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm">
              {t`A link made on another device is active since ${formatDateTime(state.status.createdAt ?? "", i18n.locale)}. A new link here stops the old one.`}
            </p>
            <button
              type="button"
              className="btn btn-sm min-h-11"
              disabled={busy}
              onClick={() => void create.run()}
            >
              {t`Make a new link`}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm min-h-11 text-error"
              disabled={busy}
              onClick={() => void revoke.run()}
            >
              {t`Revoke link`}
            </button>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2">
            {notice === "revoked" ? (
              <p className="text-sm font-medium">
                {t`Calendar link revoked: calendar apps that used it no longer get your events.`}
              </p>
            ) : null}
            <button
              type="button"
              className="btn btn-outline btn-sm min-h-11"
              disabled={busy}
              onClick={() => void create.run()}
            >
              {t`Create calendar link`}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
