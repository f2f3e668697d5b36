import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef } from "react";
import { NOTES_MAX } from "#domain/mood-schemas.ts";
import { useSession } from "#session/use-session.ts";
import { Spinner } from "#ui/spinner.tsx";
import { IntensityField } from "./intensity-field.tsx";
import { LatestMood } from "./latest-mood.tsx";
import { useLoggedMoodStore } from "./logged-mood-store.ts";
import { MoodPicker } from "./mood-picker.tsx";
import { MoodSuggestions } from "./mood-suggestions.tsx";
import { useMoodCheckIn } from "./use-mood-check-in.ts";

/**
 * The home mood check-in. Signed-out visitors see a prompt to sign in instead of the form. The
 * form works offline: the entry is saved on this device, queued, and the suggestions come from
 * local data.
 */
export function MoodCheckIn() {
  const { t } = useLingui();
  const { status, user } = useSession();
  const signedIn = status === "signed-in" && user !== null;
  return (
    <section
      id="mood-check-in"
      aria-labelledby="mood-check-in-title"
      className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
    >
      <h2 id="mood-check-in-title" className="text-2xl font-bold tracking-tight">
        {t`How are you feeling today?`}
      </h2>
      {signedIn ? (
        <MoodCheckInForm userId={user.id} />
      ) : (
        <div className="mt-3 flex flex-col items-start gap-4">
          <p className="text-base-content/80">
            {t`Please log in to track your mood and get personalized recommendations.`}
          </p>
          <Link to="/login" className="btn btn-primary min-h-11">
            {t`Log In`}
          </Link>
        </div>
      )}
    </section>
  );
}

function MoodCheckInForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const notesId = useId();
  const form = useMoodCheckIn(userId);
  const logged = useLoggedMoodStore((s) => (s.logged?.userId === userId ? s.logged : null));
  const suggestionsHeading = useRef<HTMLHeadingElement>(null);
  const justLogged = useRef(false);

  // After a successful log, take the user to the suggestions (not on a later revisit).
  useEffect(() => {
    if (logged && justLogged.current) {
      justLogged.current = false;
      suggestionsHeading.current?.focus();
    }
  }, [logged]);

  return (
    <>
      <p className="mt-2 mb-4 text-base-content/80">
        {t`Check in with yourself and we'll suggest experiences that suit your mood.`}
      </p>
      <LatestMood />
      <form
        className="mt-5 flex flex-col gap-6"
        onSubmit={async (event) => {
          justLogged.current = true;
          if (!(await form.submit(event))) justLogged.current = false;
        }}
      >
        <MoodPicker value={form.mood} onChange={form.setMood} disabled={form.pending} />
        {form.mood ? (
          <div className="flex flex-col gap-6 rounded-box bg-base-200/60 p-4 sm:p-6">
            <IntensityField value={form.intensity} onChange={form.setIntensity} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor={notesId} className="font-medium">
                {t`Notes (optional)`}
              </label>
              <textarea
                id={notesId}
                name="notes"
                rows={3}
                maxLength={NOTES_MAX}
                value={form.notes}
                onChange={(event) => form.setNotes(event.target.value)}
                placeholder={t`What's on your mind?`}
                className="textarea w-full"
              />
            </div>
            <button
              type="submit"
              className="btn btn-primary min-h-12 self-start px-8"
              disabled={form.pending}
            >
              {form.pending ? (
                <>
                  <Spinner />
                  {t`Logging mood...`}
                </>
              ) : (
                t`Log Mood`
              )}
            </button>
          </div>
        ) : null}
      </form>
      {logged ? <MoodSuggestions mood={logged.mood} headingRef={suggestionsHeading} /> : null}
    </>
  );
}
