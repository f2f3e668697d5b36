import { useLingui } from "@lingui/react/macro";
import { formatDate } from "#domain/dates.ts";
import { useLatestMood } from "../hooks/use-moods.ts";
import { MOOD_TONES, MoodIcon } from "./mood-icons.tsx";
import { MOOD_LABELS } from "./mood-labels.ts";

/** "Your last check-in": the latest mood with its intensity and time (live: refreshes on log). */
export function LatestMood() {
  const { t, i18n } = useLingui();
  const latest = useLatestMood();
  if (!latest) return null;
  const mood = i18n._(MOOD_LABELS[latest.mood]);
  const intensity = latest.intensity;
  const when = formatDate(new Date(latest.createdAt), i18n.locale, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <p className="flex items-center gap-2 text-sm text-base-content/80" data-testid="latest-mood">
      <span
        className={`grid size-7 shrink-0 place-items-center rounded-full ${MOOD_TONES[latest.mood]}`}
      >
        <MoodIcon mood={latest.mood} className="size-4 text-base-content" />
      </span>
      <span>{t`Your last check-in: ${mood}, ${intensity}/10 · ${when}`}</span>
    </p>
  );
}
