import { useLingui } from "@lingui/react/macro";
import { ONS4_ITEMS, type Ons4 } from "#domain/ons4.ts";
import { ons4Changes } from "#domain/ons4-change.ts";
import { Ons4ChangeText } from "#ui/ons4-change-text.tsx";
import { ONS4_SHORT } from "./referral-labels.ts";

/**
 * The client's own answers: before (baseline) and, once given, before → after (follow-up) with
 * the change in words, whether or not they share them. Read the same way as the professional's
 * list: the direction rule is src/domain/ons4-change.ts (docs/ons4-change.md). A list, not a
 * four-column table: a table's last column did not fit a 390 px phone in long-worded languages.
 */
export function Ons4ChangeView({ baseline, followUp }: { baseline: Ons4; followUp: Ons4 | null }) {
  const { t, i18n } = useLingui();
  const changes = followUp ? ons4Changes(baseline, followUp) : null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-base-content/80">
        {followUp
          ? t`Your answers before and after, from 0 to 10. For anxiety a lower number is better.`
          : t`Your answers when you accepted, from 0 to 10.`}
      </p>
      <dl className="grid gap-2">
        {ONS4_ITEMS.map((item, i) => {
          const change = changes?.[i];
          return (
            <div
              key={item}
              className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-base-300/70 pb-1"
            >
              <dt className="font-medium">{i18n._(ONS4_SHORT[item])}</dt>
              <dd className="text-end tabular-nums">
                {change ? (
                  <Ons4ChangeText change={change} wordsTestId={`change-${item}`} />
                ) : (
                  baseline[item]
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
