import { eq } from "drizzle-orm";
import { uuidv7 } from "#domain/ids.ts";
import { appendChange } from "./change-log.ts";
import { experiences, partnerProfiles, userExperiences } from "./schema.ts";
import { SEED_PARTNER_PROFILE, SEED_REGISTRATIONS } from "./seed-data/partner-demo.ts";
import type { Tx } from "./types.ts";

/** The demo partner's public organisation profile, announced to everyone. */
export async function insertPartnerProfile(tx: Tx, partnerId: string, now: Date): Promise<void> {
  const { venues, ...fields } = SEED_PARTNER_PROFILE;
  await tx.insert(partnerProfiles).values({
    userId: partnerId,
    ...fields,
    venues: JSON.stringify(venues),
    updatedAt: now.toISOString(),
  });
  await appendChange(
    tx,
    { entity: "partner", entityId: partnerId, op: "upsert", audience: "public" },
    now,
  );
}

/**
 * A few registrations for the demo partner's listings (status registered; the ticket is signed
 * at start-up). Each is announced to its owner and, as an attendee, to the partner; the
 * listings' places_taken count them (their public announcement was made when they were inserted
 * in this same transaction, and a pull reads the current row).
 */
export async function insertDemoRegistrations(
  tx: Tx,
  ids: {
    partnerId: string;
    userIdByName: Map<string, string>;
    experienceIdByKey: Map<string, string>;
  },
  now: Date,
): Promise<void> {
  const taken = new Map<string, number>();
  for (const seed of SEED_REGISTRATIONS) {
    const userId = ids.userIdByName.get(seed.username);
    const experienceId = ids.experienceIdByKey.get(seed.experienceKey);
    if (!userId || !experienceId)
      throw new Error(`Seed registration names unknown ${seed.experienceKey}`);
    const id = uuidv7(now.getTime());
    await tx.insert(userExperiences).values({
      id,
      userId,
      experienceId,
      status: "registered",
      registeredAt: new Date(now.getTime() - seed.hoursAgo * 3_600_000).toISOString(),
    });
    await appendChange(
      tx,
      { entity: "registration", entityId: id, op: "upsert", audience: userId },
      now,
    );
    await appendChange(
      tx,
      { entity: "attendee", entityId: id, op: "upsert", audience: ids.partnerId },
      now,
    );
    taken.set(experienceId, (taken.get(experienceId) ?? 0) + 1);
  }
  for (const [experienceId, placesTaken] of taken) {
    await tx.update(experiences).set({ placesTaken }).where(eq(experiences.id, experienceId));
  }
}
