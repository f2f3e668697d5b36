import { parseDateText } from "./dates.ts";
import { DEFAULT_DURATION_MINUTES, experienceEndsAt } from "./registration-lifecycle.ts";

/**
 * Mood moments around a visit (docs/privacy.md "Partner impact"): the participant's app asks
 * "how do you feel now?" once the door has checked them in ("arrival") and again once the
 * session has ended ("after"), the before/after pair arts-on-prescription evaluations use. A
 * mood logged for a visit without a moment ("How was it?" before moments existed) is an
 * "after" mood; an ordinary check-in has none.
 */

export const MOOD_MOMENTS = ["arrival", "after"] as const;
export type MoodMoment = (typeof MOOD_MOMENTS)[number];

export interface MomentMoodLike {
  experienceId?: string | null | undefined;
  moment?: string | null | undefined;
}

/** The moment a mood stands for around its visit; null for an ordinary check-in. */
export function visitMomentOf(mood: MomentMoodLike): MoodMoment | null {
  if (!mood.experienceId) return null;
  return mood.moment === "arrival" ? "arrival" : "after";
}

/** How long after an experience ends its "after" prompt is offered. */
export const AFTER_PROMPT_MS = 24 * 60 * 60 * 1000;

/** The key of one visit's moment, as a dismissal is remembered. */
export const momentKey = (experienceId: string, moment: MoodMoment) => `${experienceId}:${moment}`;

export interface MomentVisit {
  experienceId: string;
  title: string;
  /** The experience's start (a listing's date text). */
  date: string;
  duration: number | null;
  /** When the door checked the visitor in; null on older rows. */
  attendedAt: string | null;
}

export interface OpenMoment {
  experienceId: string;
  title: string;
  moment: MoodMoment;
}

/**
 * The prompts to show now, latest visit first. THE RULE: for a visit the door checked in,
 * "arrival" from the check-in until the experience ends, while neither moment is logged;
 * "after" from the end for AFTER_PROMPT_MS (24 hours), while no after mood is logged (the
 * "How was it?" mood counts). A prompt the user dismissed never comes back. A listing whose end
 * cannot be read ends its default duration after the check-in.
 */
export function openMoodMoments(
  visits: readonly MomentVisit[],
  moods: readonly MomentMoodLike[],
  dismissed: ReadonlySet<string>,
  now: Date,
): OpenMoment[] {
  const logged = new Set(
    moods.flatMap((m) => {
      const moment = visitMomentOf(m);
      return moment && m.experienceId ? [momentKey(m.experienceId, moment)] : [];
    }),
  );
  const at = now.getTime();
  return visits
    .flatMap((visit): (OpenMoment & { end: number })[] => {
      const checkedIn = parseDateText(visit.attendedAt)?.getTime();
      const end =
        experienceEndsAt(visit.date, visit.duration)?.getTime() ??
        (checkedIn === undefined ? undefined : checkedIn + DEFAULT_DURATION_MINUTES * 60_000);
      if (end === undefined) return [];
      const key = (moment: MoodMoment) => momentKey(visit.experienceId, moment);
      const open = (moment: MoodMoment) => !logged.has(key(moment)) && !dismissed.has(key(moment));
      const base = { experienceId: visit.experienceId, title: visit.title, end };
      if (at < end) {
        return open("arrival") && !logged.has(key("after")) ? [{ ...base, moment: "arrival" }] : [];
      }
      return at < end + AFTER_PROMPT_MS && open("after") ? [{ ...base, moment: "after" }] : [];
    })
    .sort((a, b) => b.end - a.end)
    .map(({ experienceId, title, moment }) => ({ experienceId, title, moment }));
}
