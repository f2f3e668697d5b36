import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ExperienceRow } from "#db/types.ts";
import { formatExperienceDate } from "#domain/dates.ts";

/**
 * "Partner news": the newest listings partners have published that are still to
 * come, from this device's copy of the listings (what /api/partner-updates lists), so it
 * works on patchy clinic Wi-Fi too.
 */
export function PartnerNews({ news }: { news: readonly ExperienceRow[] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="partner-news" className="flex flex-col gap-3">
      <h2 id="partner-news" className="text-xl font-semibold">
        {t`Partner news`}
      </h2>
      {news.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-200/60 p-5 text-base-content/80">
          {t`No new listings from partners yet. New experiences appear here as partners publish them.`}
        </p>
      ) : (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {news.map((e) => (
            <li key={e.id} className="p-4">
              <Link
                to="/experience/$id"
                params={{ id: e.id }}
                className="link link-hover font-medium"
              >
                {e.title}
              </Link>
              <p className="text-sm text-base-content/80">
                {t`New listing at ${e.venue}, ${formatExperienceDate(e.date, i18n.locale)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
