import { useLingui } from "@lingui/react/macro";
import { LIMITS } from "#domain/constants.ts";
import { TextField } from "#ui/form/index.ts";
import { FormSection, type SectionProps } from "./section.tsx";

/** Location & Timing: location, venue, date and time, duration. */
export function LocationSection({ values, errors, setField }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection id="location-timing" title={t`Location & Timing`}>
      <TextField
        name="location"
        label={t`Location`}
        description={t`Area and town, e.g. Old Town, Riga`}
        value={values.location}
        onValueChange={(value) => setField("location", value)}
        error={errors.location}
      />
      <TextField
        name="venue"
        label={t`Venue`}
        value={values.venue}
        onValueChange={(value) => setField("venue", value)}
        error={errors.venue}
      />
      <TextField
        name="date"
        label={t`Date and time`}
        type="datetime-local"
        value={values.date}
        onValueChange={(value) => setField("date", value)}
        error={errors.date}
      />
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
