import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

/**
 * "Share my answers and attendance with <professional>": one checkbox with what it means. Used
 * once when accepting, and again on the referral's page to change the answer (revocable).
 */
export function ShareOutcomesField({
  professional,
  checked,
  onChange,
  disabled,
}: {
  professional: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const hintId = `${useId()}-hint`;
  return (
    <div className="flex flex-col gap-1.5 rounded-box bg-base-200/60 p-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          name="shareOutcomes"
          className="checkbox checkbox-primary rounded-[0.3rem]"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
        />
        <span>{t`Share my answers and attendance with ${professional}`}</span>
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        {t`They would see your answers to these four questions and whether you went. They never see your mood diary. You can change this at any time on this referral's page.`}
      </p>
    </div>
  );
}
