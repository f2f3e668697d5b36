import { useLingui } from "@lingui/react/macro";
import { formatDate } from "#domain/dates.ts";
import type { DoorResult } from "#domain/door-check.ts";
import type { ScanVerdict } from "../data/verify-scan.ts";

/** The door's words: a result's headline, and times of day in the active locale. */
export function useDoorWords() {
  const { t, i18n } = useLingui();
  const time = (iso: string) => formatDate(iso, i18n.locale, { timeStyle: "short" });

  const RESULT: Record<Exclude<DoorResult, "valid" | "already_checked_in">, string> = {
    wrong_event: t`Wrong event`,
    cancelled: t`Cancelled`,
    waitlisted: t`On the waiting list`,
    not_on_list: t`Not on the list`,
    invalid_ticket: t`Not a valid ticket`,
  };

  const headline = (verdict: ScanVerdict): string => {
    const { result, attendee, checkedInAt, checkedInBy } = verdict;
    if (result === "valid") {
      const name = attendee?.name ?? "";
      return t`Valid — welcome, ${name}`;
    }
    if (result !== "already_checked_in") return RESULT[result];
    if (!checkedInAt) return t`Already checked in`;
    const at = time(checkedInAt);
    if (!checkedInBy) return t`Already checked in at ${at}`;
    return t`Already checked in at ${at} by ${checkedInBy}`;
  };

  /** The action in one word, beside the colour and the icon. */
  const toneWord = (result: DoorResult): string => {
    if (result === "valid") return t`Admit`;
    if (result === "already_checked_in") return t`Check`;
    return t`Do not admit`;
  };

  return { headline, time, toneWord };
}
