import { LIST_CATEGORY_LABELS } from "./categories.ts";
import type { ListCategory } from "./constants.ts";

/**
 * Why an experience was recommended. Each reason has a stable `code` and `params` so the UI can
 * show it in the reader's language, and an English `text` for the API (a list of text)
 * and for anything that does not translate.
 */
export type ReasonCode =
  | "matches-goal"
  | "preferred-category"
  | "mood-match"
  | "saved"
  | "similar-to-favorites"
  | "meets-accessibility"
  | "may-lack-accessibility"
  | "coming-soon"
  | "free"
  | "explore";

export interface Reason {
  code: ReasonCode;
  params: Record<string, string | number>;
  text: string;
}

const categoryLabel = (c: string) => LIST_CATEGORY_LABELS[c as ListCategory] ?? c;

export const reasons = {
  matchesGoal: (goal: string): Reason => ({
    code: "matches-goal",
    params: { goal },
    text: `Matches your goal: ${goal}`,
  }),
  preferredCategory: (category: string): Reason => ({
    code: "preferred-category",
    params: { category },
    text: `In a category you like: ${categoryLabel(category)}`,
  }),
  moodMatch: (mood: string, reason?: string): Reason => ({
    code: "mood-match",
    params: reason ? { mood, reason } : { mood },
    text: reason ? `Helps when you feel ${mood}: ${reason}` : `Helps when you feel ${mood}`,
  }),
  saved: (): Reason => ({ code: "saved", params: {}, text: "You saved this experience" }),
  similarToFavorites: (category: string): Reason => ({
    code: "similar-to-favorites",
    params: { category },
    text: `Similar to experiences you saved (${categoryLabel(category)})`,
  }),
  meetsAccessibility: (need: string, label: string): Reason => ({
    code: "meets-accessibility",
    params: { need },
    text: `Offers ${label}`,
  }),
  mayLackAccessibility: (need: string, label: string): Reason => ({
    code: "may-lack-accessibility",
    params: { need },
    text: `May not offer ${label}`,
  }),
  comingSoon: (days: number): Reason => ({
    code: "coming-soon",
    params: { days },
    text:
      days <= 0
        ? "Happening today"
        : days === 1
          ? "Happening tomorrow"
          : `Happening in ${days} days`,
  }),
  free: (): Reason => ({ code: "free", params: {}, text: "Free to attend" }),
  explore: (): Reason => ({
    code: "explore",
    params: {},
    text: "Something different to explore",
  }),
};
