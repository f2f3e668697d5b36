import type { Ons4ItemChange } from "#domain/ons4-change.ts";
import { Ons4ChangeText } from "#ui/ons4-change-text.tsx";
import { useReferralWords } from "./use-referral-words.ts";

/**
 * ONS4 answers before → after per item, and in words whether that is better ("Anxiety (lower is
 * better) 8 → 4, improved by 4"): the direction rule is src/domain/ons4-change.ts, never a sign
 * the reader must turn round (docs/ons4-change.md).
 */
export function Ons4ChangeList({ changes }: { changes: readonly Ons4ItemChange[] }) {
  const { ons4 } = useReferralWords();
  return (
    <dl className="grid gap-x-8 gap-y-2 @3xl:grid-cols-2">
      {changes.map((change) => (
        <div
          key={change.item}
          className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-base-300/70 pb-1"
          data-testid={`ons4-${change.item}`}
        >
          <dt className="min-w-0">{ons4[change.item]}</dt>
          <dd className="text-end">
            <Ons4ChangeText change={change} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
