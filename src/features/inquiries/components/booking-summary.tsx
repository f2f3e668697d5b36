import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDateTime } from "#domain/dates.ts";
import { useInquiriesFor } from "../hooks/use-inquiries.ts";

/** How many recent inquiries the summary lists. */
export const RECENT_INQUIRIES = 3;

/**
 * The edit page's Booking Summary: total inquiries, the three most recent (name,
 * e-mail, message) and '+n more inquiries'. Inquiries about a listing reach only its creator.
 */
export function BookingSummary({ experienceId }: { experienceId: string }) {
  const { t, i18n } = useLingui();
  const inquiries = useInquiriesFor(experienceId);
  const total = inquiries?.length ?? 0;
  const recent = inquiries?.slice(0, RECENT_INQUIRIES) ?? [];
  const more = total - recent.length;
  return (
    <section
      aria-labelledby="booking-summary"
      className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm"
      data-testid="booking-summary"
    >
      <h2 id="booking-summary" className="text-xl font-semibold">
        {t`Booking Summary`}
      </h2>
      <div className="stat mt-3 rounded-box bg-base-200 px-4 py-3">
        <div className="stat-title text-base-content/80">{t`Total inquiries`}</div>
        <div className="stat-value text-primary" data-testid="inquiry-total">
          {inquiries === undefined ? "…" : total}
        </div>
      </div>
      {inquiries !== undefined && total === 0 ? (
        <p className="mt-4 text-base-content/80">{t`No inquiries yet.`}</p>
      ) : null}
      {recent.length > 0 ? (
        <>
          <h3 className="mt-5 font-semibold">{t`Recent inquiries`}</h3>
          <ul className="mt-2 flex flex-col gap-3">
            {recent.map((q) => (
              <li key={q.id} className="rounded-box border border-base-300 p-3 text-sm">
                <p className="font-semibold">{q.name}</p>
                <p className="break-all text-base-content/80">{q.email}</p>
                {q.message ? <p className="mt-1 whitespace-pre-line">{q.message}</p> : null}
                <p className="mt-1 text-xs text-base-content/70">
                  {formatDateTime(q.createdAt, i18n.locale)}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {more > 0 ? (
        <p className="mt-3 text-sm font-medium">
          {plural(more, { one: "+# more inquiry", other: "+# more inquiries" })}
        </p>
      ) : null}
    </section>
  );
}
