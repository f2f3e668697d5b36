import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { LIMITS } from "../../../domain/constants.ts";

/**
 * Intensity slider, 1–10 in steps of 1 (spec §5). The number is shown beside the label and
 * spoken as "n out of 10" (aria-valuetext), so nobody has to guess what "7" means.
 */
export function IntensityField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const min = LIMITS.intensityMin;
  const max = LIMITS.intensityMax;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          {t`How strong is this feeling?`}
        </label>
        <output htmlFor={id} className="text-lg font-semibold tabular-nums" aria-hidden="true">
          {t`${value}/10`}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name="intensity"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={t`${value} out of 10`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="range range-primary w-full"
      />
      <div className="flex justify-between text-sm text-base-content/75" aria-hidden="true">
        <span>{t`Mild`}</span>
        <span>{t`Very strong`}</span>
      </div>
    </div>
  );
}
