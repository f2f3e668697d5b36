import type { ExperienceRow, ReferralRow } from "#db/types.ts";
import { parseDateText } from "#domain/dates.ts";
import { isOpenReferral } from "#domain/referral-lifecycle.ts";
import { hasEnded } from "#domain/registration-lifecycle.ts";

/**
 * The professional dashboard's figures, computed on the device from the
 * professional's own referrals and the public listings. Pure, so each definition is tested once
 * and every screen shows the same number. Engagement Rate is `engagementRate` in the domain.
 */

/** "Referrals This Month": referrals created in `now`'s calendar month (the device's time zone). */
export function referralsThisMonth(referrals: readonly ReferralRow[], now: Date): number {
  return referrals.filter((r) => {
    const at = parseDateText(r.createdAt);
    return (
      at !== null && at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth()
    );
  }).length;
}

/**
 * "Active Clients": distinct clients with an open referral. A client is their account once the
 * referral is linked (`clientId`); before that (a new client still to sign up) each referral is
 * its own client, since two people may share a name.
 */
export function activeClients(referrals: readonly ReferralRow[]): number {
  const clients = new Set<string>();
  for (const r of referrals) {
    if (isOpenReferral(r.status)) clients.add(r.clientId ? `user:${r.clientId}` : `ref:${r.id}`);
  }
  return clients.size;
}

/** A listing a client could still go to: active and not yet over. */
export function isUpcomingListing(e: ExperienceRow, now: Date): boolean {
  return e.isActive && parseDateText(e.date) !== null && !hasEnded(e.date, e.duration, now);
}

/** "Available Partners": distinct organisers (`createdBy`) with an upcoming active listing. */
export function availablePartners(experiences: readonly ExperienceRow[], now: Date): number {
  const partners = new Set<string>();
  for (const e of experiences) {
    if (e.createdBy && isUpcomingListing(e, now)) partners.add(e.createdBy);
  }
  return partners.size;
}

/**
 * "Partner news": the newest upcoming listings by when they were published (the rows the
 * server's /api/partner-updates would list), read from this device so it works offline.
 */
export function partnerNews(
  experiences: readonly ExperienceRow[],
  now: Date,
  limit = 3,
): ExperienceRow[] {
  return experiences
    .filter((e) => isUpcomingListing(e, now))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, limit);
}
