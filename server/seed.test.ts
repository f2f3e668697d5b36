import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  checkInvitationCode,
  createInvitationCode,
  retireDemoInvitationCodes,
} from "./auth/invitation-codes.ts";
import { createPasswordHasher, TEST_SCRYPT } from "./auth/password.ts";
import { DEMO_ACCOUNTS, DEMO_PARTNER, DEMO_PASSWORD } from "./db/demo-accounts.ts";
import {
  changeLog,
  experiences,
  invitationCodes,
  moodRecommendations,
  partnerProfiles,
  userExperiences,
  users,
  venues,
} from "./db/schema.ts";
import { SEED_PARTNER_PROFILE, SEED_REGISTRATIONS } from "./db/seed-data/partner-demo.ts";
import { SEED_EXPERIENCES, SEED_MOOD_RECOMMENDATIONS } from "./db/seed-data.ts";
import { ServiceError } from "./errors.ts";
import { seedIfEmpty } from "./seed.ts";
import { createFakeClock } from "./testing/fake-clock.ts";
import { openTestDatabase, type TestDatabase } from "./testing/test-database.ts";

const clock = createFakeClock();
const hasher = createPasswordHasher(TEST_SCRYPT);
let opened: TestDatabase;
const seed = () => seedIfEmpty(opened.db, { clock, hasher, demoInvitationCode: "CULTURE-2025" });

beforeEach(async () => {
  opened = await openTestDatabase();
});
afterEach(() => opened.close());

describe("seedIfEmpty", () => {
  it("creates the demo accounts with hashed passwords and filled profiles", async () => {
    expect(await seed()).toBe(true);
    const all = await opened.db.select().from(users).all();
    expect(all.map((u) => u.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
    for (const user of all) {
      expect(user.passwordHash).toMatch(/^scrypt\$/);
      expect(await hasher.verify(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      expect(user.location).toBeTruthy();
      expect(user.bio).toBeTruthy();
    }
    const alex = all.find((u) => u.username === "demo-individual");
    expect(JSON.parse(alex?.preferredCategories ?? "[]").length).toBeGreaterThan(0);
    expect(JSON.parse(alex?.wellbeingGoals ?? "[]").length).toBeGreaterThan(0);
    expect(await opened.db.select().from(invitationCodes).all()).toHaveLength(1);
  });

  it("inserts the catalogue with future dates and announces it in change_log", async () => {
    await seed();
    const exps = await opened.db.select().from(experiences).all();
    expect(exps).toHaveLength(SEED_EXPERIENCES.length);
    expect(await opened.db.select().from(moodRecommendations).all()).toHaveLength(
      SEED_MOOD_RECOMMENDATIONS.length,
    );
    expect((await opened.db.select({ n: count() }).from(venues).get())?.n).toBeGreaterThan(0);
    const partner = await opened.db
      .select()
      .from(users)
      .where(eq(users.username, DEMO_PARTNER.username))
      .get();
    // Rows come in no promised order: each is matched to its seed item by title.
    const itemByTitle = new Map(SEED_EXPERIENCES.map((item) => [item.title, item]));
    expect(itemByTitle.size).toBe(SEED_EXPERIENCES.length);
    for (const exp of exps) {
      const item = itemByTitle.get(exp.title);
      expect(item, exp.title).toBeDefined();
      expect(Date.parse(exp.date)).toBeGreaterThan(clock().getTime());
      expect(exp.venueId).toBeTruthy();
      expect(exp.createdBy).toBe(item?.byDemoPartner ? partner?.id : null);
      expect(Array.isArray(JSON.parse(exp.accessibilityFeatures))).toBe(true);
    }
    const all = await opened.db.select().from(changeLog).orderBy(changeLog.seq).all();
    // Each demo account's profile is announced to that account alone.
    const profiles = all.filter((c) => c.entity === "profile");
    expect(profiles).toHaveLength(DEMO_ACCOUNTS.length);
    expect(profiles.every((c) => c.audience === c.entityId)).toBe(true);
    const log = all.filter((c) => c.entity === "experience" || c.entity === "moodRecommendation");
    expect(log).toHaveLength(SEED_EXPERIENCES.length + SEED_MOOD_RECOMMENDATIONS.length);
    expect(new Set(log.map((c) => `${c.audience}/${c.op}`))).toEqual(new Set(["public/upsert"]));
    expect(
      log
        .filter((c) => c.entity === "experience")
        .map((c) => c.entityId)
        .sort(),
    ).toEqual(exps.map((e) => e.id).sort());
  });

  it("gives the demo partner a public profile and a few bookings of their own listings", async () => {
    await seed();
    const byName = new Map(
      (await opened.db.select().from(users).all()).map((u) => [u.username, u.id]),
    );
    const partnerId = byName.get(DEMO_PARTNER.username);
    const profile = await opened.db.select().from(partnerProfiles).get();
    expect(profile).toMatchObject({
      userId: partnerId,
      organisationName: SEED_PARTNER_PROFILE.organisationName,
    });
    const regs = await opened.db
      .select({ registration: userExperiences, createdBy: experiences.createdBy })
      .from(userExperiences)
      .innerJoin(experiences, eq(experiences.id, userExperiences.experienceId))
      .all();
    expect(regs).toHaveLength(SEED_REGISTRATIONS.length);
    for (const { registration, createdBy } of regs) {
      expect(createdBy).toBe(partnerId);
      expect(registration.status).toBe("registered");
      // Signed at start-up with the server's key (services/ticket-repair.ts).
      expect(registration.ticketToken).toBeNull();
    }
    // Place counters equal the rows they count.
    for (const exp of await opened.db.select().from(experiences).all()) {
      const n = regs.filter((r) => r.registration.experienceId === exp.id).length;
      expect(exp.placesTaken, exp.title).toBe(n);
    }
    const log = await opened.db.select().from(changeLog).orderBy(changeLog.seq).all();
    const audiences = (entity: string) =>
      log.filter((c) => c.entity === entity).map((c) => [c.entityId, c.audience]);
    expect(audiences("partner")).toEqual([[partnerId, "public"]]);
    expect(new Set(audiences("attendee").map(([, a]) => a))).toEqual(new Set([partnerId]));
    expect(audiences("registration").sort()).toEqual(
      regs.map((r) => [r.registration.id, r.registration.userId]).sort(),
    );
  });

  it("does nothing when users exist", async () => {
    await seed();
    expect(await seed()).toBe(false);
    expect((await opened.db.select({ n: count() }).from(users).get())?.n).toBe(
      DEMO_ACCOUNTS.length,
    );
    expect((await opened.db.select({ n: count() }).from(experiences).get())?.n).toBe(
      SEED_EXPERIENCES.length,
    );
  });
});

describe("seedIfEmpty with the demo turned off (DEMO_INVITATION_CODE=off, DEMO_ACCOUNTS=off)", () => {
  it("seeds no demo code, no demo accounts and no demo catalogue, only reference data, once", async () => {
    const options = { clock, hasher, demoInvitationCode: null, demoAccounts: false };
    expect(await seedIfEmpty(opened.db, options)).toBe(true);
    expect(await opened.db.select().from(invitationCodes).all()).toHaveLength(0);
    expect(await opened.db.select().from(users).all()).toHaveLength(0);
    expect(await opened.db.select().from(experiences).all()).toHaveLength(0);
    expect(await opened.db.select().from(moodRecommendations).all()).toHaveLength(
      SEED_MOOD_RECOMMENDATIONS.length,
    );
    expect(await seedIfEmpty(opened.db, options)).toBe(false); // a restart adds nothing
  });

  it("retires the demo code an earlier start seeded, and keeps single-use codes", async () => {
    await seed();
    const invited = await createInvitationCode(opened.db, clock, { days: 14 });
    expect(await retireDemoInvitationCodes(opened.db, clock)).toBe(1);
    const now = clock();
    await expect(checkInvitationCode(opened.db, "CULTURE-2025", "individual", now)).rejects.toThrow(
      ServiceError,
    );
    expect(await checkInvitationCode(opened.db, invited.code, "individual", now)).toBeTruthy();
  });
});
