import { useLingui } from "@lingui/react/macro";
import { MOODS, type Mood } from "#domain/constants.ts";
import { MOOD_TONES, MoodIcon } from "./mood-icons.tsx";
import { MOOD_LABELS } from "./mood-labels.ts";

/**
 * The eight moods as a native radio group: one tab stop, arrow keys move between moods, and
 * screen readers announce "radio, n of 8". The inputs are visually hidden; the card around each
 * shows the choice and the keyboard focus. The columns follow the room the picker has (a
 * container query), not the window: on an experience page it sits in a narrow side column at
 * desktop widths. Where a card is narrow it stacks its icon over its name, so a long name
 * ("Energiegeladen") stays inside its own card (docs/layout-check.md).
 */
export function MoodPicker({
  value,
  onChange,
  disabled,
}: {
  value: Mood | null;
  onChange: (mood: Mood) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-base font-medium">{t`Choose the mood closest to how you feel`}</legend>
      <div className="@container">
        <div className="grid grid-cols-2 gap-2 @2xl:grid-cols-4 @2xl:gap-3">
          {MOODS.map((mood) => (
            <label
              key={mood}
              className="flex min-h-14 min-w-0 cursor-pointer flex-col items-center gap-1.5 rounded-box border-2 border-base-300 bg-base-100 px-2 py-2 text-center transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/8 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary @md:flex-row @md:gap-3 @md:px-3 @md:text-start @2xl:flex-col @2xl:gap-1.5 @2xl:px-2 @2xl:text-center @4xl:flex-row @4xl:gap-3 @4xl:px-3 @4xl:text-start"
            >
              <input
                type="radio"
                name="mood"
                value={mood}
                checked={value === mood}
                onChange={() => onChange(mood)}
                className="sr-only"
              />
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-full ${MOOD_TONES[mood]}`}
              >
                <MoodIcon mood={mood} className="size-6" />
              </span>
              <span className="max-w-full min-w-0 font-medium break-words">
                {i18n._(MOOD_LABELS[mood])}
              </span>
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
