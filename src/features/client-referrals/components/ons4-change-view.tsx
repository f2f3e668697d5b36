import { useLingui } from "@lingui/react/macro";
import { ONS4_ITEMS, type Ons4, ons4Change } from "#domain/ons4.ts";
import { ONS4_SHORT } from "./referral-labels.ts";

/**
 * The client's own answers: before (baseline) and, once given, after (follow-up) with the
 * change, whether or not they share them. The change is turned round for anxiety, so a positive
 * number is always better (src/domain/ons4.ts); words say better/worse, not only the sign.
 */
export function Ons4ChangeView({ baseline, followUp }: { baseline: Ons4; followUp: Ons4 | null }) {
  const { t, i18n } = useLingui();
  const change = followUp ? ons4Change(baseline, followUp) : null;
  const changeWords = (n: number) =>
    n > 0 ? t`+${n}, better` : n < 0 ? t`${n}, worse` : t`no change`;
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <caption className="text-start text-sm text-base-content/80">
          {followUp
            ? t`Your answers before and after, from 0 to 10. For anxiety a lower number is better.`
            : t`Your answers when you accepted, from 0 to 10.`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Question`}</th>
            <th scope="col">{t`Before`}</th>
            {change ? (
              <>
                <th scope="col">{t`After`}</th>
                <th scope="col">{t`Change`}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {ONS4_ITEMS.map((item) => (
            <tr key={item}>
              <th scope="row">{i18n._(ONS4_SHORT[item])}</th>
              <td>{baseline[item]}</td>
              {change && followUp ? (
                <>
                  <td>{followUp[item]}</td>
                  <td data-testid={`change-${item}`}>{changeWords(change[item])}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
