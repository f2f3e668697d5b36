import * as v from "valibot";
import { R } from "./reasons.ts";

/**
 * ONS4, the UK Office for National Statistics' four personal wellbeing questions, each answered
 * 0–10 (ONS, "Personal well-being user guidance"): life satisfaction, worthwhile, happiness
 * (yesterday) and anxiety (yesterday; lower is better). Taken by the client at acceptance
 * (baseline) and after attending (follow-up), on their device.
 */
export const ONS4_ITEMS = ["lifeSatisfaction", "worthwhile", "happiness", "anxiety"] as const;
export type Ons4Item = (typeof ONS4_ITEMS)[number];

const score = v.pipe(
  v.number(R.ons4_invalid),
  v.integer(R.ons4_invalid),
  v.minValue(0, R.ons4_invalid),
  v.maxValue(10, R.ons4_invalid),
);

export const ons4Schema = v.object({
  lifeSatisfaction: score,
  worthwhile: score,
  happiness: score,
  anxiety: score,
});
export type Ons4 = v.InferOutput<typeof ons4Schema>;

/**
 * Follow-up minus baseline per item, with anxiety turned round so that a positive number is
 * always an improvement (anxiety 7 → 4 is +3).
 */
export function ons4Change(baseline: Ons4, followUp: Ons4): Record<Ons4Item, number> {
  return {
    lifeSatisfaction: followUp.lifeSatisfaction - baseline.lifeSatisfaction,
    worthwhile: followUp.worthwhile - baseline.worthwhile,
    happiness: followUp.happiness - baseline.happiness,
    anxiety: baseline.anxiety - followUp.anxiety,
  };
}

/** The mean change per item over referrals with both measures (null when none has both). */
export function averageOns4Change(
  pairs: readonly { baseline: Ons4 | null; followUp: Ons4 | null }[],
): { change: Record<Ons4Item, number>; count: number } | null {
  const complete = pairs.filter(
    (p): p is { baseline: Ons4; followUp: Ons4 } => p.baseline !== null && p.followUp !== null,
  );
  if (complete.length === 0) return null;
  const sum: Record<Ons4Item, number> = {
    lifeSatisfaction: 0,
    worthwhile: 0,
    happiness: 0,
    anxiety: 0,
  };
  for (const p of complete) {
    const c = ons4Change(p.baseline, p.followUp);
    for (const item of ONS4_ITEMS) sum[item] += c[item];
  }
  const change = Object.fromEntries(
    ONS4_ITEMS.map((item) => [item, Math.round((sum[item] / complete.length) * 10) / 10]),
  ) as Record<Ons4Item, number>;
  return { change, count: complete.length };
}
