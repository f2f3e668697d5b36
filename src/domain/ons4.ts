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
