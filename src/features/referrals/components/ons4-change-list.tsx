import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "#domain/money.ts";
import { ONS4_ITEMS, type Ons4Item } from "#domain/ons4.ts";
import { useReferralWords } from "./use-referral-words.ts";

/** ONS4 changes per item, signed so that + is always better (anxiety turned round). */
export function Ons4ChangeList({ change }: { change: Record<Ons4Item, number> }) {
  const { t, i18n } = useLingui();
  const { ons4 } = useReferralWords();
  const signed = (n: number) =>
    formatNumber(n, i18n.locale, { signDisplay: "exceptZero", maximumFractionDigits: 1 });
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      {ONS4_ITEMS.map((item) => (
        <div key={item} className="flex justify-between gap-3">
          <dt>{ons4[item]}</dt>
          <dd className="font-semibold tabular-nums">
            {signed(change[item])}
            <span className="sr-only">
              {change[item] > 0 ? t`(better)` : change[item] < 0 ? t`(worse)` : t`(no change)`}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
