import { useLingui } from "@lingui/react/macro";
import * as v from "valibot";
import { ONS4_ITEMS, type Ons4Item, ons4Schema } from "#domain/ons4.ts";
import type { FieldBinder } from "#ui/form/index.ts";
import { Ons4Question } from "./ons4-question.tsx";
import { ONS4_QUESTIONS } from "./referral-labels.ts";

/** The four answers while the form is open: null until chosen. */
export type Ons4Values = Record<Ons4Item, number | null>;

export const EMPTY_ONS4: Ons4Values = {
  lifeSatisfaction: null,
  worthwhile: null,
  happiness: null,
  anxiety: null,
};

/** The shared domain rule for each answer (an integer 0–10; a missing one fails with its code). */
export const ons4Entries = ons4Schema.entries;
export const ons4FormSchema = v.object(ons4Entries);

/**
 * The four ONS personal wellbeing questions, each its own radio group. Bound to a validated
 * form whose values include the four items.
 */
export function Ons4Fields<V extends Ons4Values>({
  bind,
  disabled,
}: {
  bind: FieldBinder<V>;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      {ONS4_ITEMS.map((item) => {
        const field = bind(item);
        return (
          <Ons4Question
            key={item}
            name={item}
            legend={i18n._(ONS4_QUESTIONS[item])}
            value={field.value as number | null}
            onChange={(score) => field.onValueChange(score as V[typeof item])}
            error={field.error}
            disabled={disabled}
          />
        );
      })}
    </div>
  );
}
