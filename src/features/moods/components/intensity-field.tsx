import { useLingui } from "@lingui/react/macro";
import { LIMITS } from "#domain/constants.ts";
import { useField } from "#ui/form/index.ts";

/**
 * Intensity slider, 1–10 in steps of 1. The number is shown beside the label and
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
  // The kit's wiring; the layout is its own (the value sits beside the label).
  const { control } = useField({ name: "intensity" });
  const min = LIMITS.intensityMin;
  const max = LIMITS.intensityMax;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={control.id} className="font-medium">
          {t`How strong is this feeling?`}
        </label>
        <output
          htmlFor={control.id}
          className="text-lg font-semibold tabular-nums"
          aria-hidden="true"
        >
          {t`${value}/10`}
        </output>
      </div>
      <input
        {...control}
        type="range"
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
