import { useLingui } from "@lingui/react/macro";
import { formatExperienceDate } from "#domain/dates.ts";
import type { NextStep } from "../data/next-step.ts";

/** "What's next" in words, one sentence per step of the rule in data/next-step.ts. */
export function useNextStepText(): (step: NextStep) => string {
  const { t, i18n } = useLingui();
  return (step) => {
    switch (step.kind) {
      case "answer":
        return t`Answer this referral: accept it or decline it.`;
      case "book":
        return t`Book one of the suggested experiences, or another one you like.`;
      case "held":
        return step.attended
          ? t`You already went to one of the suggested experiences: it counts for this referral once your device syncs. Then tell us how you are now.`
          : t`You already have a place at one of the suggested experiences: it counts as booked for this referral once your device syncs.`;
      case "go": {
        if (!step.date) return t`You have booked an experience. Go on the day.`;
        const when = formatExperienceDate(step.date, i18n.locale);
        return t`Go on ${when}.`;
      }
      case "follow_up":
        return t`You went. Tell us how you are now: the same four short questions.`;
      case "book_again":
        return t`You missed it. Book again: one of the suggestions or another experience.`;
      case "done":
        return t`Nothing more to do.`;
      case "wait":
        return t`Nothing to do for now.`;
    }
  };
}
