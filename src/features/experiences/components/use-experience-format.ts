import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { formatExperienceDate } from "#domain/dates.ts";
import { formatEuros } from "#domain/money.ts";
import { categoryLabel } from "./category-labels.ts";

/**
 * Locale-aware formatters for an experience's category, price and date, shared by the card,
 * the detail page and the ticket so they always agree (spec §9: cents → euros, else 'Free').
 */
export function useExperienceFormat() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const category = useCallback((id: string) => categoryLabel(i18n, id), [i18n]);
  const price = useCallback((cents: unknown) => formatEuros(cents, locale) ?? t`Free`, [locale, t]);
  const date = useCallback((text: string) => formatExperienceDate(text, locale), [locale]);
  return { category, price, date, locale };
}
