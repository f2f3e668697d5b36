import { asc, eq, or } from "drizzle-orm";
import type { ExportRow } from "#domain/account-export.ts";
import { checkins, doorHelpers, experiences, partnerProfiles } from "../db/schema.ts";
import type { Reader } from "../db/types.ts";
import { doorHelperRows } from "./door-helper-reads.ts";
import { parseStringList } from "./mappers/json-list.ts";

/**
 * A partner's and door staff's part of "Download my data" (docs/account-export.md, "Partners
 * and the door"): the organisation profile, the experiences they listed, door-helper roles in
 * both directions, and the scans they made. Other people's registrations, inquiries and
 * tickets are not theirs to download: scans leave out whose ticket was scanned.
 */
export async function exportPartnerAndDoor(db: Reader, userId: string) {
  const profile = await db
    .select()
    .from(partnerProfiles)
    .where(eq(partnerProfiles.userId, userId))
    .get();
  const partnerProfile: ExportRow<"partnerProfile">[] = profile
    ? [
        {
          organisationName: profile.organisationName,
          venues: parseStringList(profile.venues),
          contactEmail: profile.contactEmail,
          contactPhone: profile.contactPhone,
          website: profile.website,
          description: profile.description,
          accessibilityInfo: profile.accessibilityInfo,
          updatedAt: profile.updatedAt,
        },
      ]
    : [];
  const listed = await db
    .select()
    .from(experiences)
    .where(eq(experiences.createdBy, userId))
    .orderBy(asc(experiences.createdAt), asc(experiences.id));
  const listings: ExportRow<"listings">[] = listed.map((e) => ({
    id: e.id,
    title: e.title,
    description: e.description,
    category: e.category,
    date: e.date,
    duration: e.duration,
    venue: e.venue,
    location: e.location,
    price: e.price,
    maxParticipants: e.maxParticipants,
    difficultyLevel: e.difficultyLevel,
    wellbeingBenefit: e.wellbeingBenefit,
    accessibilityFeatures: parseStringList(e.accessibilityFeatures),
    imageUrl: e.imageUrl,
    isActive: e.isActive,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  }));
  return {
    partnerProfile,
    listings,
    doorHelpers: await doorRoles(db, userId),
    doorScans: await scansBy(db, userId),
  };
}

/**
 * Both directions: "helper" rows (the person checks tickets for a partner, named by the
 * organisation) and "organiser" rows (a helper the partner named, by the username they typed),
 * with the names the app shows (door-helper-reads.ts).
 */
async function doorRoles(db: Reader, userId: string): Promise<ExportRow<"doorHelpers">[]> {
  const rows = await db
    .select()
    .from(doorHelpers)
    .where(or(eq(doorHelpers.partnerId, userId), eq(doorHelpers.helperId, userId)))
    .orderBy(asc(doorHelpers.createdAt), asc(doorHelpers.id));
  const named = await doorHelperRows(db, rows);
  return named.map((h) => {
    const helping = h.helperId === userId;
    return {
      id: h.id,
      role: helping ? "helper" : "organiser",
      name: helping ? h.partnerName : h.helperName,
      createdAt: h.createdAt,
    };
  });
}

/** The scans the person made at a door; whose ticket it was stays out (another person's). */
async function scansBy(db: Reader, userId: string): Promise<ExportRow<"doorScans">[]> {
  return await db
    .select({
      id: checkins.id,
      experienceId: checkins.experienceId,
      experienceTitle: experiences.title,
      scannedAt: checkins.scannedAt,
      deviceId: checkins.deviceId,
      deviceName: checkins.deviceName,
      outcome: checkins.outcome,
      reason: checkins.reason,
      recordedAt: checkins.recordedAt,
    })
    .from(checkins)
    .leftJoin(experiences, eq(experiences.id, checkins.experienceId))
    .where(eq(checkins.scannedBy, userId))
    .orderBy(asc(checkins.scannedAt), asc(checkins.id));
}
