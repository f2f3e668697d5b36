import { useLingui } from "@lingui/react/macro";
import { LIMITS } from "#domain/constants.ts";
import { TextField } from "#ui/form/index.ts";
import { FormSection, type SectionProps } from "./section.tsx";

/** Location & Timing: location, venue, date and time, duration. */
export function LocationSection({ values, errors, setField, bind }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection id="location-timing" title={t`Location & Timing`}>
      <TextField
        label={t`Location`}
        description={t`Area and town, e.g. Old Town, Riga`}
        {...bind("location")}
      />
      <TextField label={t`Venue`} {...bind("venue")} />
      <TextField label={t`Date and time`} type="datetime-local" {...bind("date")} />
      <TextField
        name="duration"
        label={t`Duration (minutes)`}
        description={t`15 to 480 minutes`}
        type="number"
        inputMode="numeric"
        min={LIMITS.durationMin}
        max={LIMITS.durationMax}
        step={15}
        value={values.duration ?? ""}
        onValueChange={(value) => setField("duration", value)}
        error={errors.duration}
      />
    </FormSection>
  );
}
