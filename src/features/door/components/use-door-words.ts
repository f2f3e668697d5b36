import { useLingui } from "@lingui/react/macro";
import { formatDate, formatExperienceDate } from "#domain/dates.ts";
import type { DoorResult } from "#domain/door-check.ts";
import type { ScanVerdict } from "../data/verify-scan.ts";

/** The door's words: a result's headline and detail, and times of day in the active locale. */
export function useDoorWords() {
  const { t, i18n } = useLingui();
  const time = (iso: string) => formatDate(iso, i18n.locale, { timeStyle: "short" });

  const RESULT: Record<
    Exclude<DoorResult, "valid" | "already_checked_in" | "too_early">,
    string
  > = {
    wrong_event: t`Wrong experience`,
    cancelled: t`Cancelled`,
    waitlisted: t`On the waiting list`,
    not_on_list: t`Not on the list`,
    invalid_ticket: t`Not a valid ticket`,
    ended: t`This experience has ended`,
  };

  const headline = (verdict: ScanVerdict): string => {
    const { result, attendee, checkedInAt, checkedInBy } = verdict;
    if (result === "valid") {
      const name = attendee?.name ?? "";
      return t`Valid — welcome, ${name}`;
    }
    if (result === "too_early") {
      const starts = formatExperienceDate(verdict.startsAt ?? "", i18n.locale);
      return t`Not yet: this experience starts ${starts}`;
    }
    // A genuine ticket the device could not check online may have been booked since the list.
    if (result === "not_on_list" && verdict.unconfirmed) {
      return t`Not on this device's list — check online or by name`;
    }
    if (result !== "already_checked_in") return RESULT[result];
    if (!checkedInAt) return t`Already checked in`;
    const at = time(checkedInAt);
    if (!checkedInBy) return t`Already checked in at ${at}`;
    return t`Already checked in at ${at} by ${checkedInBy}`;
  };

  /** A line under the headline, when the door knows more: which experience a ticket is for. */
  const detail = (verdict: ScanVerdict): string | null => {
    const title = verdict.result === "wrong_event" ? verdict.ticketFor : undefined;
    return title ? t`This ticket is for ${title}.` : null;
  };

  /** The action in one word, beside the colour and the icon. */
  const toneWord = (result: DoorResult): string => {
    if (result === "valid") return t`Admit`;
    if (result === "already_checked_in") return t`Check`;
    return t`Do not admit`;
  };

  return { detail, headline, time, toneWord };
}
