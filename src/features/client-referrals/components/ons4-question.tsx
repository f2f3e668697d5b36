import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { FieldError } from "#ui/form/index.ts";

const SCORES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * One ONS4 question as a native radio group 0–10 in a fieldset: one tab stop, arrow keys move,
 * and the ends read "0, Not at all" and "10, Completely". The error is tied to the group; every
 * radio carries `name`, so a failed submit focuses the first one.
 */
export function Ons4Question({
  name,
  legend,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (score: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const errorId = `${useId()}-error`;
  const notAtAll = t`Not at all`;
  const completely = t`Completely`;
  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-11">
        {SCORES.map((score) => (
          <label
            key={score}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-field border-2 border-base-300 bg-base-100 hover:border-primary/60 has-checked:border-primary has-checked:bg-primary has-checked:font-semibold has-checked:text-primary-content has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
              aria-label={
                score === 0 ? `0, ${notAtAll}` : score === 10 ? `10, ${completely}` : undefined
              }
            />
            <span aria-hidden={score === 0 || score === 10 ? true : undefined}>{score}</span>
          </label>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-base-content/80">
        <span>0 · {notAtAll}</span>
        <span>10 · {completely}</span>
      </div>
      <FieldError id={errorId} message={error} className="mt-1" />
    </fieldset>
  );
}
