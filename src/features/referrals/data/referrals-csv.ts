import type { ReferralRow } from "#db/types.ts";
import { csvTable } from "#domain/csv.ts";
import { ONS4_ITEMS, type Ons4, type Ons4Item } from "#domain/ons4.ts";
import { REFERRAL_STATUSES, type ReferralStatus } from "#domain/referral-lifecycle.ts";

/**
 * "Export CSV" of the professional's referrals: the social prescribing minimum dataset (who,
 * when each step happened, what was offered, why it closed) plus ONS4 before and after where the
 * client shares it. RFC 4180 (CRLF between records; a field with a comma, a quote or a line
 * break is quoted, its quotes doubled) and, as in the partner's export, a cell a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return, OWASP "CSV
 * injection") is prefixed with ' : client names and reasons are typed by people.
 */

type StatusColumn = `at_${ReferralStatus}`;
type Ons4Column = `baseline_${Ons4Item}` | `followUp_${Ons4Item}`;
export type ReferralCsvColumn =
  | "id"
  | "createdAt"
  | "client"
  | "status"
  | StatusColumn
  | "suggested"
  | "booked"
  | "reason"
  | Ons4Column;

export const REFERRAL_CSV_COLUMNS: readonly ReferralCsvColumn[] = [
  "id",
  "createdAt",
  "client",
  "status",
  ...REFERRAL_STATUSES.map((s): StatusColumn => `at_${s}`),
  "suggested",
  "booked",
  "reason",
  ...ONS4_ITEMS.map((i): Ons4Column => `baseline_${i}`),
  ...ONS4_ITEMS.map((i): Ons4Column => `followUp_${i}`),
];

export type ReferralCsvRecord = Record<ReferralCsvColumn, string>;

/** One record per referral. Times stay ISO text (exact and sortable); titles joined by "; ". */
export function referralRecord(
  r: ReferralRow,
  titleOf: (experienceId: string) => string,
): ReferralCsvRecord {
  const record = {
    id: r.id,
    createdAt: r.createdAt,
    client: r.clientName,
    status: r.status,
    suggested: r.experienceIds.map(titleOf).join("; "),
    booked: r.bookedExperienceId ? titleOf(r.bookedExperienceId) : "",
    reason: "",
  } as ReferralCsvRecord;
  for (const s of REFERRAL_STATUSES) record[`at_${s}`] = "";
  // The latest time of each status (did_not_attend → booked again keeps the last booking).
  for (const step of r.timeline) {
    if ((REFERRAL_STATUSES as readonly string[]).includes(step.status)) {
      record[`at_${step.status as ReferralStatus}`] = step.at;
    }
    if ((step.status === "closed" || step.status === "declined") && step.reason) {
      record.reason = step.reason;
    }
  }
  const ons4 = (prefix: "baseline" | "followUp", value: Ons4 | null) => {
    for (const i of ONS4_ITEMS) record[`${prefix}_${i}`] = value ? String(value[i]) : "";
  };
  ons4("baseline", r.baseline);
  ons4("followUp", r.followUp);
  return record;
}

/** The whole file: the header row (in the reader's language) and one record per referral. */
export function buildReferralsCsv(
  headers: ReferralCsvRecord,
  referrals: readonly ReferralRow[],
  titleOf: (experienceId: string) => string,
): string {
  return csvTable(
    REFERRAL_CSV_COLUMNS,
    headers,
    referrals.map((r) => referralRecord(r, titleOf)),
  );
}
