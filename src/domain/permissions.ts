import type { UserType } from "./constants.ts";

/**
 * Who may do what, written once for the app's guards and screens and the server's services and
 * route table (docs/product.md, "Roles"). Each rule is a pure function of what both sides know:
 * the account's kind, the experience's creator, and the partners a person helps at the door of.
 */

type Kind = UserType | string | null | undefined;

/** Lists experiences, opens the partner pages, names door helpers, edits a partner profile. */
export function canListExperiences(userType: Kind): boolean {
  return userType === "cultural_partner";
}

/** Makes referrals and opens the professional pages. */
export function canRefer(userType: Kind): boolean {
  return userType === "professional";
}

/** Can be referred (linked to a referral as its client). */
export function canBeReferred(userType: Kind): boolean {
  return userType === "individual";
}

/**
 * Door staff of an experience: its creator, and everyone its creator named a door helper
 * (`helpsAtDoorOf`: the partners whose door the person helps at). A listing without a creator
 * has no staff.
 */
export function isDoorStaffOf(
  userId: string | null | undefined,
  creatorId: string | null | undefined,
  helpsAtDoorOf: ReadonlySet<string> | readonly string[],
): boolean {
  if (!userId || !creatorId) return false;
  if (userId === creatorId) return true;
  return Array.isArray(helpsAtDoorOf)
    ? helpsAtDoorOf.includes(creatorId)
    : (helpsAtDoorOf as ReadonlySet<string>).has(creatorId);
}

/**
 * Rates an experience ("How was it?"): someone the door checked in, who is not its door staff.
 * The creator and their door helpers can check anyone in, themselves included, so a rating of
 * theirs would be a rating of their own work (docs/privacy.md, "Ratings").
 */
export function canRate(visit: {
  userId: string;
  attended: boolean;
  creatorId: string | null | undefined;
  helpsAtDoorOf: ReadonlySet<string> | readonly string[];
}): boolean {
  return visit.attended && !isDoorStaffOf(visit.userId, visit.creatorId, visit.helpsAtDoorOf);
}
