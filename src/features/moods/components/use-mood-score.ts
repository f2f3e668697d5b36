import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { formatNumber } from "#domain/money.ts";

/**
 * Mood scores in the reader's locale: `signed` for a score or a change ("+8", "-2.5", "0"),
 * `plain` for a size ("2 points higher").
 */
export function useMoodScoreFormat() {
  const { i18n } = useLingui();
  const signed = useCallback(
    (n: number) =>
      formatNumber(n, i18n.locale, { signDisplay: "exceptZero", maximumFractionDigits: 1 }),
    [i18n.locale],
  );
  const plain = useCallback(
    (n: number) => formatNumber(n, i18n.locale, { maximumFractionDigits: 1 }),
    [i18n.locale],
  );
  return { signed, plain };
}
