import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { listCategoryLabel } from "#catalogue/category-labels.ts";
import type { AccessibilityNeed } from "#domain/accessibility.ts";
import type { Reason } from "#domain/recommendations.ts";
import { isMood, MOOD_LABELS } from "#features/moods/index.ts";
import { GOAL_LABELS, isWellbeingGoal } from "#features/profile/index.ts";

/**
 * Recommendation reasons in the reader's language. Reasons arrive as `{ code, params, text }`
 * (src/domain/recommendation-reasons.ts): the code picks the sentence, the params fill it with
 * translated labels; an unknown code (a newer server) falls back to the English `text`.
 */

const NEED_LABELS: Readonly<Record<AccessibilityNeed, MessageDescriptor>> = {
  wheelchair: msg`wheelchair access`,
  hearing: msg`a hearing loop`,
  "sign-language": msg`a sign language interpreter`,
  sensory: msg`a sensory-friendly, quiet setting`,
  visual: msg`visual access (audio description or large print)`,
};

export function useReasonText(): (reason: Reason) => string {
  const { t, i18n } = useLingui();
  const category = (id: string) => listCategoryLabel(i18n, id);
  const need = (id: string) =>
    Object.hasOwn(NEED_LABELS, id) ? i18n._(NEED_LABELS[id as AccessibilityNeed]) : id;

  return (reason) => {
    const param = (key: string) => String(reason.params[key] ?? "");
    switch (reason.code) {
      case "matches-goal": {
        const id = param("goal");
        const goal = isWellbeingGoal(id) ? i18n._(GOAL_LABELS[id]) : id;
        return t`Matches your goal: ${goal}`;
      }
      case "preferred-category": {
        const label = category(param("category"));
        return t`In a category you like: ${label}`;
      }
      case "mood-match": {
        const id = param("mood");
        const mood = isMood(id) ? i18n._(MOOD_LABELS[id]).toLowerCase() : id;
        // The reason itself is catalogue content (mood_recommendations), shown as written.
        const why = param("reason");
        return why ? t`Helps when you feel ${mood}: ${why}` : t`Helps when you feel ${mood}`;
      }
      case "saved":
        return t`You saved this experience`;
      case "similar-to-favorites": {
        const label = category(param("category"));
        return t`Similar to experiences you saved (${label})`;
      }
      case "meets-accessibility": {
        const label = need(param("need"));
        return t`Offers ${label}`;
      }
      case "may-lack-accessibility": {
        const label = need(param("need"));
        return t`May not offer ${label}`;
      }
      case "coming-soon": {
        const days = Number(reason.params.days ?? 0);
        if (days <= 0) return t`Happening today`;
        if (days === 1) return t`Happening tomorrow`;
        return plural(days, { one: "Happening in # day", other: "Happening in # days" });
      }
      case "free":
        return t`Free to attend`;
      case "explore":
        return t`Something different to explore`;
      default:
        return reason.text;
    }
  };
}
