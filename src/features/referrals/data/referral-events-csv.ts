import type { ReferralRow } from "#db/types.ts";
import { csvDocument } from "#domain/csv.ts";
import { codeOf, EVENT_OF_STATUS } from "#domain/social-prescribing-codes.ts";

/**
 * The events file of the professional's export: one row per referral event of the social
 * prescribing minimum dataset (made, declined, attended, completed), each with the SNOMED CT code
 * the national standard gives it. Its header is the column names below, not translated: clinical
 * systems read it. The layout is documented in docs/referrals-csv.md, and a test holds the two
 * together. Guarded against formulas like every CSV of the app (src/domain/csv.ts).
 */
export const REFERRAL_EVENT_COLUMNS = [
  "referral_id",
  "event",
  "event_date",
  "snomed_ct_code",
  "snomed_ct_term",
] as const;

export function referralEventRows(referrals: readonly ReferralRow[]): string[][] {
  const rows: string[][] = [];
  for (const r of referrals) {
    for (const step of r.timeline) {
      const event = EVENT_OF_STATUS[step.status];
      if (!event) continue;
      const coded = codeOf(event);
      rows.push([r.id, event, step.at, coded?.code ?? "", coded?.term ?? ""]);
    }
  }
  return rows;
}

export function buildReferralEventsCsv(referrals: readonly ReferralRow[]): string {
  return csvDocument(REFERRAL_EVENT_COLUMNS, referralEventRows(referrals));
}
