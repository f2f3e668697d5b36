import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { formatNumber } from "#domain/money.ts";
import type { Satisfaction } from "../data/figures.ts";

/** The partner pages' numbers, rates, ratings and times in the reader's locale. */
export function usePartnerFormat() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const rating = (average: number) =>
    formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    count: (n: number) => formatNumber(n, locale),
    percent: (rate: number) =>
      formatNumber(rate, locale, { style: "percent", maximumFractionDigits: 0 }),
    /** "4.6 / 5" */
    rating: (average: number) => t`${rating(average)} / 5`,
    ratingsNote: (s: Satisfaction) =>
      t`from ${plural(s.count, { one: "# rating", other: "# ratings" })}`,
    day: (iso: string) => formatDate(iso, locale),
    time: (iso: string) => formatDateTime(iso, locale),
  };
}
