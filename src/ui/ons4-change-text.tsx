import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";
import type { Ons4ItemChange } from "#domain/ons4-change.ts";

/**
 * The words for an ONS4 change ("improved by 4", "worse by 1", "no change"): the direction in
 * words, the size without a sign, so nothing on screen can read the wrong way round
 * (docs/ons4-change.md).
 */
export function useOns4ChangeWords() {
  const { t, i18n } = useLingui();
  const number = (n: number) => formatNumber(n, i18n.locale, { maximumFractionDigits: 1 });
  const words = (change: Ons4ItemChange) => {
    const size = number(change.size);
    return change.direction === "improved"
      ? t`improved by ${size}`
      : change.direction === "worsened"
        ? t`worse by ${size}`
        : t`no change`;
  };
  return { number, words };
}

/** "8 → 4, improved by 4": the answers as given, then what that means. */
export function Ons4ChangeText({
  change,
  wordsTestId,
}: {
  change: Ons4ItemChange;
  wordsTestId?: string;
}) {
  const { t } = useLingui();
  const { number, words } = useOns4ChangeWords();
  const before = number(change.before);
  const after = number(change.after);
  return (
    <>
      <span className="whitespace-nowrap tabular-nums">
        <span aria-hidden="true">
          {before} → {after}
        </span>
        <span className="sr-only">{t`from ${before} to ${after}`}</span>
      </span>
      {", "}
      <span className="font-semibold" data-testid={wordsTestId}>
        {words(change)}
      </span>
    </>
  );
}
