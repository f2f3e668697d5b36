import { useLingui } from "@lingui/react/macro";
import { formatDate } from "#domain/dates.ts";
import { dismissAllRejections, dismissRejection } from "../data/rejections-repo.ts";
import { changeDetail, changeLabel, rejectionReason } from "../rejection-labels.ts";
import { useSyncStatus } from "../use-sync-status.ts";

/** Changes the server refused: what, why, when; each can be dismissed once read. */
export function RejectedChangesList() {
  const { t, i18n } = useLingui();
  const rejected = useSyncStatus((s) => s.rejected);
  if (rejected.length === 0) return null;
  const userId = rejected[0]?.userId;

  return (
    <section className="mt-5" aria-labelledby="rejected-changes-heading">
      <div className="flex items-center justify-between gap-2">
        <h3 id="rejected-changes-heading" className="font-semibold">
          {t`Not saved`}
        </h3>
        {rejected.length > 1 && userId ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm min-h-11"
            onClick={() => void dismissAllRejections(userId)}
          >
            {t`Dismiss all`}
          </button>
        ) : null}
      </div>
      <ul className="mt-2 flex max-h-72 flex-col gap-2 overflow-y-auto">
        {rejected.map((r) => {
          const label = changeLabel(i18n, r.name);
          const detail = changeDetail(r.args);
          const when = formatDate(new Date(r.createdAt), i18n.locale, {
            hour: "2-digit",
            minute: "2-digit",
            day: "numeric",
            month: "short",
          });
          return (
            <li
              key={r.id}
              className="flex items-start gap-3 rounded-box border border-error/40 bg-error/5 p-3"
            >
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">
                  {label}
                  {detail ? <span className="font-normal">: {detail}</span> : null}
                </p>
                <p className="mt-1">
                  <span className="font-medium">{t`Reason:`}</span> {rejectionReason(i18n, r.code)}
                </p>
                <p className="mt-1 text-base-content/70">{t`Changed ${when}`}</p>
              </div>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11"
                aria-label={t`Dismiss: ${label}`}
                onClick={() => void dismissRejection(r.id)}
              >
                {t`Dismiss`}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
