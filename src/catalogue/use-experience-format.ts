import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { formatExperienceDate } from "#domain/dates.ts";
import { formatEuros } from "#domain/money.ts";
import { categoryLabel } from "./category-labels.ts";

/**
 * Locale-aware formatters for an experience's category, price and date, shared by the card,
 * the detail page and the ticket so they always agree (prices are cents, shown as euros, else
 * 'Free': docs/decisions/0020-one-currency-for-experiences.md).
 * A duration is a plural message, so each language picks its own form ("1 minute", "21 minūte").
 */
export function useExperienceFormat() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const category = useCallback((id: string) => categoryLabel(i18n, id), [i18n]);
  const price = useCallback((cents: unknown) => formatEuros(cents, locale) ?? t`Free`, [locale, t]);
  const date = useCallback((text: string) => formatExperienceDate(text, locale), [locale]);
  const duration = useCallback(
    (minutes: number) => t`${plural(minutes, { one: "# minute", other: "# minutes" })}`,
    [t],
  );
  return { category, price, date, duration, locale };
}
