import { ONS4_ITEMS, type Ons4, type Ons4Item } from "./ons4.ts";

/**
 * How a change in an ONS4 answer reads to a clinician: the scores as measured, and in words
 * whether that is better. Higher is better for life satisfaction, worthwhile and happiness; for
 * anxiety lower is better (ONS, "Personal well-being user guidance"). Every screen and file that
 * shows an ONS4 change goes through `describeOns4Change`, so a fall in anxiety is never printed
 * as "+4" next to a "+ is better" caption again (docs/ons4-change.md).
 */
export const ONS4_BETTER: Readonly<Record<Ons4Item, "higher" | "lower">> = {
  lifeSatisfaction: "higher",
  worthwhile: "higher",
  happiness: "higher",
  anxiety: "lower",
};

export type Ons4Direction = "improved" | "worsened" | "unchanged";

export interface Ons4ItemChange {
  item: Ons4Item;
  before: number;
  after: number;
  /** After minus before, as measured: negative when the score fell (anxiety 8 → 4 is −4). */
  difference: number;
  /** How far the score moved, never negative (anxiety 8 → 4 is 4). */
  size: number;
  direction: Ons4Direction;
}

/** One decimal, as averages are shown; whole answers stay whole. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/** The change of one item from `before` to `after` (0–10 answers, or averages of them). */
export function describeOns4Change(item: Ons4Item, before: number, after: number): Ons4ItemChange {
  const difference = tenths(after - before);
  const up = difference > 0;
  const direction: Ons4Direction =
    difference === 0
      ? "unchanged"
      : up === (ONS4_BETTER[item] === "higher")
        ? "improved"
        : "worsened";
  // `+ 0` turns −0 into 0, so "no change" never carries a sign.
  return { item, before, after, difference: difference + 0, size: Math.abs(difference), direction };
}

/** One client's baseline and follow-up, item by item in the ONS order. */
export function ons4Changes(baseline: Ons4, followUp: Ons4): Ons4ItemChange[] {
  return ONS4_ITEMS.map((item) => describeOns4Change(item, baseline[item], followUp[item]));
}

/**
 * The average answers before and after over the referrals that have both (null when none has),
 * each rounded to one decimal before the change is taken, so the figures shown add up.
 */
export function averageOns4Changes(
  pairs: readonly { baseline: Ons4 | null; followUp: Ons4 | null }[],
): { changes: Ons4ItemChange[]; count: number } | null {
  const complete = pairs.filter(
    (p): p is { baseline: Ons4; followUp: Ons4 } => p.baseline !== null && p.followUp !== null,
  );
  if (complete.length === 0) return null;
  const mean = (pick: (p: { baseline: Ons4; followUp: Ons4 }) => number) =>
    tenths(complete.reduce((sum, p) => sum + pick(p), 0) / complete.length);
  const changes = ONS4_ITEMS.map((item) =>
    describeOns4Change(
      item,
      mean((p) => p.baseline[item]),
      mean((p) => p.followUp[item]),
    ),
  );
  return { changes, count: complete.length };
}
