import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isRating, RATING_MAX } from "#domain/feedback-schemas.ts";
import { MOOD_LABELS } from "#features/moods/index.ts";
import { useVisitState } from "../hooks/use-feedback.ts";
import { FeedbackForm } from "./feedback-form.tsx";
import { RATING_LABELS } from "./rating-field.tsx";

/**
 * The experience page's "How was it?" (decision 0012): only for a visit the door checked in. Before
 * a rating: the form. After: the user's own rating, words and visit mood, with a way to change
 * the rating. Nothing for anyone else (signed out, not attended, the experience's door staff),
 * and nothing while loading.
 */
export function VisitFeedback({ experienceId }: { experienceId: string }) {
  const { t, i18n } = useLingui();
  const state = useVisitState(experienceId);
  const [editing, setEditing] = useState(false);
  if (!state?.canRate) return null;
  const { feedback, visitMood } = state;
  const rating = feedback?.rating ?? null;
  return (
    <section
      id="feedback"
      aria-labelledby="feedback-title"
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
    >
      <h2 id="feedback-title" className="text-xl font-semibold">
        {t`How was it?`}
      </h2>
      {feedback && !editing ? (
        <div className="mt-3 flex flex-col items-start gap-3" data-testid="my-feedback">
          <p className="font-medium">
            {rating !== null && isRating(rating)
              ? t`You rated it ${rating} out of ${RATING_MAX}: ${i18n._(RATING_LABELS[rating])}`
              : t`You sent your feedback.`}
          </p>
          {feedback.feedback ? (
            <blockquote className="border-s-4 border-base-300 ps-3 break-words text-base-content/80">
              {feedback.feedback}
            </blockquote>
          ) : null}
          {visitMood ? (
            <p className="text-sm text-base-content/80">
              {t`Your mood after this visit: ${i18n._(MOOD_LABELS[visitMood.mood])}, ${visitMood.intensity}/10`}
            </p>
          ) : null}
          <button
            type="button"
            className="btn btn-outline btn-sm min-h-11"
            onClick={() => setEditing(true)}
          >
            {t`Change your rating`}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 mb-4 text-base-content/80">
            {t`You were there. Your rating is shared only as part of the experience's average; your words and mood stay private.`}
          </p>
          <FeedbackForm
            experienceId={experienceId}
            initial={feedback ? { rating, feedback: feedback.feedback ?? "" } : undefined}
            askMood={!visitMood}
            onDone={() => setEditing(false)}
            onCancel={feedback ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </section>
  );
}
