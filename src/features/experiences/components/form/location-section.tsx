import { useLingui } from "@lingui/react/macro";
import { LIMITS } from "../../../../domain/constants.ts";
import { Field } from "./field.tsx";
import { FormSection, type SectionProps } from "./section.tsx";

/** Location & Timing: location, venue, date and time, duration. */
export function LocationSection({ values, errorOf, setField }: SectionProps) {
  const { t } = useLingui();
  return (
    <FormSection id="location-timing" title={t`Location & Timing`}>
      <Field
        name="location"
        label={t`Location`}
        hint={t`Area and town, e.g. Old Town, Riga`}
        error={errorOf("location")}
      >
        {(p) => (
          <input
            {...p}
            value={values.location}
            onChange={(e) => setField("location", e.target.value)}
            className={`input w-full ${errorOf("location") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field name="venue" label={t`Venue`} error={errorOf("venue")}>
        {(p) => (
          <input
            {...p}
            value={values.venue}
            onChange={(e) => setField("venue", e.target.value)}
            className={`input w-full ${errorOf("venue") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field name="date" label={t`Date and time`} error={errorOf("date")}>
        {(p) => (
          <input
            {...p}
            type="datetime-local"
            value={values.date}
            onChange={(e) => setField("date", e.target.value)}
            className={`input w-full ${errorOf("date") ? "input-error" : ""}`}
          />
        )}
      </Field>
      <Field
        name="duration"
        label={t`Duration (minutes)`}
        hint={t`15 to 480 minutes`}
        error={errorOf("duration")}
      >
        {(p) => (
          <input
            {...p}
            type="number"
            inputMode="numeric"
            min={LIMITS.durationMin}
            max={LIMITS.durationMax}
            step={15}
            value={values.duration ?? ""}
            onChange={(e) => setField("duration", e.target.value)}
            className={`input w-full ${errorOf("duration") ? "input-error" : ""}`}
          />
        )}
      </Field>
    </FormSection>
  );
}
