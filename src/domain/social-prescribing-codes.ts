/**
 * SNOMED CT codes of the national social prescribing standard for the events of a referral
 * (docs/decisions/0026-snomed-social-prescribing.md, with their sources). Only events the
 * standard names have a code: there is no national code for "attended" or "completed", and
 * inventing one would mislead the systems that read the file, so those rows carry none.
 */
export const SOCIAL_PRESCRIBING_CODES = {
  /** The referral was made (sent by the professional). */
  made: { code: "871731000000106", term: "Referral to social prescribing service (procedure)" },
  /** The client declined it. */
  declined: { code: "871711000000103", term: "Social prescribing declined (situation)" },
} as const;

/** The referral events of the minimum dataset, in the order of a referral's life. */
export const REFERRAL_EVENTS = ["made", "declined", "attended", "completed"] as const;
export type ReferralEvent = (typeof REFERRAL_EVENTS)[number];

/** A timeline status → the dataset's event (others are not events of the dataset). */
export const EVENT_OF_STATUS: Readonly<Record<string, ReferralEvent>> = {
  sent: "made",
  declined: "declined",
  attended: "attended",
  completed: "completed",
};

export function codeOf(event: ReferralEvent): { code: string; term: string } | null {
  return event === "made" || event === "declined" ? SOCIAL_PRESCRIBING_CODES[event] : null;
}
