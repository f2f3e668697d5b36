import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Ref } from "react";
import type { Mood } from "#domain/constants.ts";
import { SavableExperienceGrid } from "#features/favorites/index.ts";
import { useMoodSuggestions } from "../hooks/use-moods.ts";
import { MOOD_LABELS } from "./mood-labels.ts";

/**
 * Experiences for the mood just logged, ranked on this device from the synced
 * `mood_recommendations` and experiences: they appear at once, offline too. The heading takes
 * focus after logging so keyboard and screen-reader users land on the result.
 */
export function MoodSuggestions({
  mood,
  headingRef,
}: {
  mood: Mood;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useLingui();
  const suggestions = useMoodSuggestions(mood);
  const moodLabel = i18n._(MOOD_LABELS[mood]).toLowerCase();
  return (
    <section aria-labelledby="mood-suggestions-title" className="mt-8" aria-busy={!suggestions}>
      <h3
        id="mood-suggestions-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {t`Experiences that might help`}
      </h3>
      <p className="mt-1 text-base-content/80">{t`Picked for when you feel ${moodLabel}.`}</p>
      {suggestions && suggestions.length === 0 ? (
        <p className="mt-4 rounded-box bg-base-200 p-4">
          {t`No upcoming experiences match this mood right now.`}{" "}
          <Link to="/experiences" className="link link-primary font-medium">
            {t`Browse All Experiences`}
          </Link>
        </p>
      ) : null}
      {suggestions && suggestions.length > 0 ? (
        <SavableExperienceGrid
          experiences={suggestions}
          className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          testId="mood-suggestions"
        />
      ) : null}
    </section>
  );
}
