import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { DEFAULTS, type Mood } from "#domain/constants.ts";
import { momentKey, type OpenMoment } from "#domain/mood-moments.ts";
import { requireCurrentUserId } from "#session/current-user.ts";
import { useAsyncAction } from "#ui/use-async-action.ts";
import { dismissMoment } from "../data/moments-repo.ts";
import { logMood } from "../data/moods-repo.ts";
import { useOpenMoments } from "../hooks/use-mood-moments.ts";
import { MOOD_LABELS } from "./mood-labels.ts";
import { MoodPicker } from "./mood-picker.tsx";

interface Logged {
  moment: OpenMoment;
  mood: Mood;
}

/**
 * "How do you feel now?" around a visit (src/domain/mood-moments.ts): on arrival once the door
 * has checked the user in, and after the session. One tap on a mood logs it (intensity 5) with
 * the visit and the moment; it is saved on this device first, so it works offline. Each prompt
 * can be put away for good. A logged prompt leaves a thank-you in its place, where the focus is.
 */
export function MoodMomentPrompts({
  moments,
  className = "my-6 grid gap-4",
}: {
  moments: readonly OpenMoment[];
  className?: string;
}) {
  const [logged, setLogged] = useState<Logged[]>([]);
  const open = new Set(moments.map((m) => momentKey(m.experienceId, m.moment)));
  const thanks = logged.filter((l) => !open.has(momentKey(l.moment.experienceId, l.moment.moment)));
  if (moments.length === 0 && thanks.length === 0) return null;
  return (
    <div className={className}>
      {moments.map((moment) => (
        <MomentPrompt
          key={momentKey(moment.experienceId, moment.moment)}
          moment={moment}
          onLogged={(mood) => setLogged((done) => [...done, { moment, mood }])}
        />
      ))}
      {thanks.map(({ moment, mood }) => (
        <Thanks key={momentKey(moment.experienceId, moment.moment)} mood={mood} />
      ))}
    </div>
  );
}

/** The experience page's prompt: this visit's moment only; nothing while loading. */
export function VisitMoodMoments({ experienceId }: { experienceId: string }) {
  const moments = useOpenMoments(experienceId);
  return moments ? <MoodMomentPrompts moments={moments} className="grid gap-4" /> : null;
}

function MomentPrompt({
  moment,
  onLogged,
}: {
  moment: OpenMoment;
  onLogged: (mood: Mood) => void;
}) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<Mood | null>(null);
  const [confirm, setConfirm] = useState(false);
  // A tap logs at once; arrow keys only move the choice (a radio group selects as it moves), so
  // from the keyboard the choice is confirmed with the button.
  const byPointer = useRef(false);
  const { experienceId, title } = moment;
  const log = useAsyncAction(
    (mood: Mood) =>
      logMood({ mood, intensity: DEFAULTS.intensity, experienceId, moment: moment.moment }),
    {
      failure: { title: t`Error`, description: t`Failed to log mood. Please try again.` },
      onSuccess: (_result, mood) => onLogged(mood),
    },
  );
  const dismiss = useAsyncAction(
    () => dismissMoment(requireCurrentUserId(), experienceId, moment.moment),
    { failure: { title: t`Error`, description: t`Please try again.` } },
  );
  const headingId = `mood-moment-${experienceId}-${moment.moment}`;
  const chosenName = chosen ? i18n._(MOOD_LABELS[chosen]) : "";
  const pending = log.pending || dismiss.pending;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-box border border-primary/30 bg-primary/8 p-5 sm:p-6"
      data-testid="mood-moment"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {moment.moment === "arrival"
          ? t`You're checked in — how do you feel now?`
          : t`How do you feel after ${title}?`}
      </h2>
      <p className="mt-1 mb-4 text-base-content/80">
        {moment.moment === "arrival"
          ? t`${title}: one tap saves how you feel as you arrive, also offline. Your mood stays private; with the one after, it shows what the visit did for you.`
          : t`One tap saves it, also offline. Your mood stays private; beside the one before, it shows what the visit did for you.`}
      </p>
      <form
        onPointerDownCapture={() => {
          byPointer.current = true;
        }}
        onKeyDownCapture={() => {
          byPointer.current = false;
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) void log.run(chosen);
        }}
      >
        <MoodPicker
          value={chosen}
          disabled={pending}
          onChange={(mood) => {
            setChosen(mood);
            if (byPointer.current) void log.run(mood);
            else setConfirm(true);
          }}
        />
        <div className="mt-4 flex flex-wrap gap-2">
          {chosen && confirm ? (
            <button type="submit" className="btn btn-primary min-h-11" disabled={pending}>
              {t`Save: ${chosenName}`}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost min-h-11"
            disabled={pending}
            onClick={() => void dismiss.run()}
          >
            {t`Not this time`}{" "}
            <span className="sr-only">
              {moment.moment === "arrival" ? t`(mood on arrival)` : t`(mood after the visit)`}
            </span>
          </button>
        </div>
      </form>
    </section>
  );
}

function Thanks({ mood }: { mood: Mood }) {
  const { t, i18n } = useLingui();
  const moodName = i18n._(MOOD_LABELS[mood]);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-box border border-success/40 bg-success/10 p-4 font-medium outline-none"
    >
      {t`Saved: ${moodName}. Thank you.`}
    </p>
  );
}
