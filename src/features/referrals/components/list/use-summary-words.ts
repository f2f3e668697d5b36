import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReferralRow } from "#db/types.ts";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { type ReferralSummary, referralSummary } from "#domain/referral-loop.ts";
import { useOns4ChangeWords } from "#ui/ons4-change-text.tsx";
import { useReferralWords } from "../use-referral-words.ts";

export interface SessionGroup {
  key: keyof ReferralSummary["sessions"];
  /** "3 sessions attended (verified at the door)" */
  label: string;
  /** ISO times, oldest first. */
  dates: string[];
}

/**
 * What a referral's summary says (docs/referral-loop.md), once for the screen and the printout
 * and once as plain text for the clinical record: the same words in both.
 */
export function useSummaryWords(referral: ReferralRow) {
  const { t, i18n } = useLingui();
  const { status, ons4: items } = useReferralWords();
  const { number, words } = useOns4ChangeWords();
  const summary = referralSummary(referral);
  const { booked, attended, missed } = summary.sessions;
  const groups: SessionGroup[] = [
    {
      key: "booked",
      label: plural(booked.length, { one: "# session booked", other: "# sessions booked" }),
      dates: booked,
    },
    {
      key: "attended",
      label: plural(attended.length, {
        one: "# session attended (verified at the door)",
        other: "# sessions attended (verified at the door)",
      }),
      dates: attended,
    },
    {
      key: "missed",
      label: plural(missed.length, { one: "# session missed", other: "# sessions missed" }),
      dates: missed,
    },
  ];
  /** Why no ONS4 change is shown: the client does not share, or has not answered after yet. */
  const noOns4 = referral.shareOutcomes
    ? t`Shared by your client: the follow-up comes after they attend.`
    : t`Not shared`;
  const when = (iso: string) => formatDateTime(iso, i18n.locale);

  const { clientName } = referral;
  const created = formatDate(referral.createdAt, i18n.locale);
  const state = status(referral.status);
  /** Who and when, heading the printout and the text. */
  const title = t`CultureWell referral summary: ${clientName}`;
  const subtitle = t`Referred ${created} · Status: ${state}`;

  /** The summary as plain text, in the reader's language, for pasting into a record. */
  const asText = () => {
    const lines = [
      title,
      subtitle,
      "",
      ...groups.map((g) =>
        g.dates.length ? `${g.label}: ${g.dates.map(when).join("; ")}` : g.label,
      ),
      "",
      `${t`Wellbeing (ONS4), before → after`}:`,
      ...(summary.ons4
        ? summary.ons4.map(
            (c) => `- ${items[c.item]}: ${number(c.before)} → ${number(c.after)}, ${words(c)}`,
          )
        : [noOns4]),
    ];
    return lines.join("\n");
  };
  return { title, subtitle, groups, ons4: summary.ons4, noOns4, when, asText };
}
