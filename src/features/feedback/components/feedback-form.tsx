import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { DEFAULTS, type Mood } from "#domain/constants.ts";
import { FEEDBACK_MAX, feedbackEntries } from "#domain/feedback-schemas.ts";
import { IntensityField, MoodPicker } from "#features/moods/index.ts";
import { SubmitButton, TextAreaField, useValidatedForm } from "#ui/form/index.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { submitFeedback } from "../data/feedback-repo.ts";
import { RatingField } from "./rating-field.tsx";

/** The form's own checks: the shared rating and words rules (the server runs the same). */
const formSchema = v.object({ rating: feedbackEntries.rating, feedback: feedbackEntries.feedback });
const FIELDS = ["rating", "feedback"] as const;

/**
 * "How was it?": a rating (required), optional words and, for a first answer, an optional mood
 * for this visit. Saved on this device and queued, so it works offline.
 */
export function FeedbackForm({
  experienceId,
  initial,
  askMood,
  onDone,
  onCancel,
}: {
  experienceId: string;
  initial?: { rating: number | null; feedback: string };
  /** False once a mood was logged for this visit: a changed rating does not log another. */
  askMood: boolean;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const form = useValidatedForm({
    schema: formSchema,
    initial: initial ?? { rating: null as number | null, feedback: "" },
    fields: FIELDS,
  });
  const [mood, setMood] = useState<Mood | null>(null);
  const [intensity, setIntensity] = useState<number>(DEFAULTS.intensity);
  const save = useAsyncAction(submitFeedback, {
    success: {
      title: t`Thank you for your feedback`,
      description: t`Your rating helps the organisers and other visitors.`,
    },
    failure: { title: t`Error`, description: t`Your rating could not be saved. Please try again.` },
    onSuccess: () => onDone?.(),
  });
  const rating = form.bind("rating");

  return (
    <form
      ref={form.formRef}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((values) =>
        save.run({ experienceId, ...values, mood, intensity }),
      )}
    >
      <RatingField
        value={rating.value}
        onChange={rating.onValueChange}
        error={rating.error}
        disabled={save.pending}
      />
      <TextAreaField
        label={t`Your words (optional)`}
        description={t`What did you enjoy? What could be better? Up to ${FEEDBACK_MAX} characters.`}
        maxLength={FEEDBACK_MAX}
        rows={3}
        {...form.bind("feedback")}
      />
      {askMood ? (
        <div className="flex flex-col gap-4 rounded-box bg-base-200/60 p-4">
          <p className="text-sm text-base-content/80">
            {t`How do you feel after this visit? Optional: it stays private and shows in your mood history next to the visit.`}
          </p>
          <MoodPicker value={mood} onChange={setMood} disabled={save.pending} />
          {mood ? (
            <>
              <IntensityField value={intensity} onChange={setIntensity} />
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11 self-start"
                onClick={() => setMood(null)}
              >
                {t`Leave out the mood`}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={save.pending} pendingLabel={t`Saving...`}>
          {initial ? t`Update rating` : t`Send rating`}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className="btn btn-ghost min-h-11" onClick={onCancel}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </form>
  );
}
