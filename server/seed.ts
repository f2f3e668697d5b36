import { uuidv7 } from "#domain/ids.ts";
import { usernameKey } from "#domain/usernames.ts";
import { insertDemoInvitationCode } from "./auth/invitation-codes.ts";
import type { PasswordHasher } from "./auth/password.ts";
import type { Clock } from "./clock.ts";
import { appendChange } from "./db/change-log.ts";
import { DEMO_ACCOUNTS, DEMO_PARTNER, DEMO_PASSWORD } from "./db/demo-accounts.ts";
import { experiences, moodRecommendations, users, venues } from "./db/schema.ts";
import type { SeedExperience } from "./db/seed-data/types.ts";
import { SEED_EXPERIENCES, SEED_MOOD_RECOMMENDATIONS, SEED_VENUES } from "./db/seed-data.ts";
import { insertDemoRegistrations, insertPartnerProfile } from "./db/seed-partner.ts";
import { insertDemoReferral } from "./db/seed-referral.ts";
import type { Db, Reader, Tx } from "./db/types.ts";

export interface SeedOptions {
  clock: Clock;
  hasher: PasswordHasher;
  /** null: no demo code (DEMO_INVITATION_CODE=off). */
  demoInvitationCode: string | null;
  /** false: no demo accounts and no demo catalogue, only reference data (DEMO_ACCOUNTS=off). */
  demoAccounts?: boolean;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * `daysFromNow` days after `now`, at the given local wall-clock time, as ISO text; or
 * `startsInMinutes` after `now`, on the next quarter hour.
 */
export function experienceDate(now: Date, item: SeedExperience): string {
  if (item.startsInMinutes !== undefined) {
    const at = now.getTime() + item.startsInMinutes * 60_000;
    return new Date(Math.ceil(at / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString();
  }
  const date = new Date(now.getTime());
  date.setDate(date.getDate() + item.daysFromNow);
  date.setHours(item.startHour, item.startMinute, 0, 0);
  return date.toISOString();
}

/**
 * Fills an EMPTY database: demo accounts, the demo invitation code, venues, experiences, the
 * demo partner's profile and a few registrations for their listings, and mood recommendations; without demo accounts only the mood recommendations (reference data the
 * recommendations need; the demo catalogue belongs to the demo partner). Does nothing when any
 * user or recommendation exists, so restarts never duplicate data. Everything is written in one
 * transaction: a crash leaves the database empty, not half-seeded. Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const { clock, hasher, demoInvitationCode, demoAccounts = true } = options;
  if (!(await isEmpty(db))) return false;
  // Hash before the transaction: it is slow, and writes run one at a time (docs/data-layer.md).
  const passwordHash = demoAccounts ? await hasher.hash(DEMO_PASSWORD) : "";
  const now = clock();
  return await db.write(async (tx) => {
    if (!(await isEmpty(tx))) return false; // another process seeded while we hashed
    if (demoInvitationCode) await insertDemoInvitationCode(tx, now, demoInvitationCode);
    if (demoAccounts) {
      const userIdByName = await insertDemoAccounts(tx, passwordHash, now);
      const partnerId = userIdByName.get(DEMO_PARTNER.username) ?? "";
      const experienceIdByKey = await insertDemoCatalogue(tx, partnerId, now);
      await insertPartnerProfile(tx, partnerId, now);
      await insertDemoRegistrations(tx, { partnerId, userIdByName, experienceIdByKey }, now);
      await insertDemoReferral(
        tx,
        {
          professionalId: userIdByName.get("demo-professional") ?? "",
          clientId: userIdByName.get("demo-individual") ?? "",
          experienceIds: ["cw-calm-colours", "mu-community-choir"].flatMap(
            (key) => experienceIdByKey.get(key) ?? [],
          ),
        },
        now,
      );
    }
    await insertMoodRecommendations(tx, now);
    return true;
  });
}

/** Inserts the three demo users (one shared hash of the shared password); returns their ids. */
async function insertDemoAccounts(
  tx: Tx,
  passwordHash: string,
  now: Date,
): Promise<Map<string, string>> {
  const stamp = now.toISOString();
  const ids = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const id = uuidv7(now.getTime());
    ids.set(account.username, id);
    await tx.insert(users).values({
      id,
      username: account.username,
      usernameKey: usernameKey(account.username),
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      userType: account.userType,
      location: account.location,
      bio: account.bio,
      wellbeingGoals: JSON.stringify(account.wellbeingGoals),
      preferredCategories: JSON.stringify(account.preferredCategories),
      accessibilityNeeds: account.accessibilityNeeds,
      createdAt: stamp,
      updatedAt: stamp,
    });
    // Private to the account: its first pull brings its profile.
    await appendChange(tx, { entity: "profile", entityId: id, op: "upsert", audience: id }, now);
  }
  return ids;
}

/** Venues and experiences; each public row is announced in change_log. Returns id by key. */
async function insertDemoCatalogue(
  tx: Tx,
  partnerId: string,
  now: Date,
): Promise<Map<string, string>> {
  const stamp = now.toISOString();
  const idByKey = new Map<string, string>();
  const venueByKey = new Map<string, { id: string; name: string }>();
  for (const venue of SEED_VENUES) {
    const id = uuidv7(now.getTime());
    venueByKey.set(venue.key, { id, name: venue.name });
    const { key: _key, ...fields } = venue;
    await tx.insert(venues).values({ id, ...fields, createdAt: stamp });
  }

  for (const item of SEED_EXPERIENCES) {
    const venue = venueByKey.get(item.venueKey);
    if (!venue)
      throw new Error(`Seed experience "${item.key}" names unknown venue "${item.venueKey}"`);
    const id = uuidv7(now.getTime());
    idByKey.set(item.key, id);
    await tx.insert(experiences).values({
      id,
      title: item.title,
      description: item.description,
      category: item.category,
      price: item.priceCents,
      location: item.location,
      venue: venue.name,
      venueId: venue.id,
      date: experienceDate(now, item),
      imageUrl: item.imageUrl,
      wellbeingBenefit: item.wellbeingBenefit,
      isActive: true,
      accessibilityFeatures: JSON.stringify(item.accessibilityFeatures),
      duration: item.duration,
      maxParticipants: item.maxParticipants,
      difficultyLevel: item.difficultyLevel,
      createdBy: item.byDemoPartner ? partnerId : null,
      createdAt: stamp,
      updatedAt: stamp,
    });
    await appendChange(
      tx,
      { entity: "experience", entityId: id, op: "upsert", audience: "public" },
      now,
    );
  }
  return idByKey;
}

async function insertMoodRecommendations(tx: Tx, now: Date): Promise<void> {
  for (const rec of SEED_MOOD_RECOMMENDATIONS) {
    const id = uuidv7(now.getTime());
    await tx.insert(moodRecommendations).values({ id, ...rec });
    await appendChange(
      tx,
      { entity: "moodRecommendation", entityId: id, op: "upsert", audience: "public" },
      now,
    );
  }
}

/** Seeding is due while no account and no reference data exist. */
export async function isEmpty(db: Reader): Promise<boolean> {
  return (
    !(await db.select({ id: users.id }).from(users).limit(1).get()) &&
    !(await db.select({ id: moodRecommendations.id }).from(moodRecommendations).limit(1).get())
  );
}
