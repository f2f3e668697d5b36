import { beforeEach, describe, expect, it } from "vitest";
import { listExperiences } from "#catalogue/list-experiences.ts";
import { db, resetDatabaseForTests } from "#db/db.ts";
import {
  addExperienceToCalendar,
  createCalendarEvent,
  listCalendarEvents,
} from "#features/calendar/index.ts";
import { createExperience, updateExperience } from "#features/experiences/index.ts";
import { listFavorites, toggleFavorite } from "#features/favorites/index.ts";
import { listInquiriesForCreator, sendInquiry } from "#features/inquiries/index.ts";
import { latestMood, logMood, moodSuggestions } from "#features/moods/index.ts";
import { getProfile, updateProfile } from "#features/profile/index.ts";
import { localRecommendations } from "#features/recommendations/index.ts";
import { createReferral, listReferrals } from "#features/referrals/index.ts";
import {
  registerForExperience,
  upcomingRegisteredExperiences,
} from "#features/registrations/index.ts";
import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { LocalValidationError } from "#sync/queue.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";

/**
 * The feature repos: each write is one local change plus one outbox entry (the sync tests cover
 * what happens next); reads come from IndexedDB only.
 */

const user = testUser();
const choir = testExperience();
const outboxNames = async () => (await db.outbox.orderBy("seq").toArray()).map((e) => e.name);

beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.put(choir);
  useSessionStore.setState({ status: "signed-in", token: "t", user, expired: false });
});

describe("feature repos", () => {
  it("refuse writes without a signed-in user", async () => {
    useSessionStore.setState({ status: "signed-out", token: null, user: null, expired: false });
    await expect(logMood({ mood: "sad" })).rejects.toBeInstanceOf(NotSignedInError);
    expect(await db.outbox.count()).toBe(0);
  });

  it("moods: log, latest first, suggestions for the mood", async () => {
    await db.moodRecommendations.put({
      id: "r1",
      mood: "lonely",
      experienceCategory: "music",
      recommendationReason: "Singing together connects.",
      effectiveness: 8,
    });
    await logMood({ mood: "joyful", intensity: 6 });
    await new Promise((r) => setTimeout(r, 2));
    const { id } = await logMood({ mood: "lonely", intensity: "3", notes: " tired " });
    expect(await latestMood(user.id)).toMatchObject({ id, intensity: 3, notes: "tired" });
    expect(await moodSuggestions("lonely", new Date("2030-01-01"))).toEqual([
      expect.objectContaining({ id: choir.id, recommendationReason: "Singing together connects." }),
    ]);
    expect(await outboxNames()).toEqual(["mood.log", "mood.log"]);
  });

  it("favourites: toggling twice queues add then remove, one row at most", async () => {
    expect(await toggleFavorite(choir.id)).toBe(true);
    expect((await listFavorites(user.id)).map((f) => f.experience.title)).toEqual([
      "Evening choir",
    ]);
    expect(await toggleFavorite(choir.id)).toBe(false);
    expect(await listFavorites(user.id)).toEqual([]);
    expect(await outboxNames()).toEqual(["favorite.add", "favorite.remove"]);
  });

  it("registrations: registering twice is one registration", async () => {
    const first = await registerForExperience(choir.id);
    const second = await registerForExperience(choir.id);
    expect(second).toEqual(first);
    expect(await outboxNames()).toEqual(["registration.create"]);
    const upcoming = await upcomingRegisteredExperiences(user.id, new Date("2030-01-01"));
    expect(upcoming.map((e) => e.id)).toEqual([choir.id]);
  });

  it("experiences: create (cents) and edit show at once", async () => {
    const input = { ...choir, title: "Drumming circle", price: 1250 };
    const { id } = await createExperience(input);
    expect((await listExperiences()).map((e) => e.title)).toContain("Drumming circle");
    await updateExperience(id, { ...input, title: "Drumming circle (new time)" });
    const row = await db.experiences.get(id);
    expect(row).toMatchObject({
      title: "Drumming circle (new time)",
      price: 1250,
      createdBy: user.id,
    });
    await expect(createExperience({ ...input, title: "" })).rejects.toMatchObject({
      errors: { title: "title_required" },
    });
  });

  it("calendar: an unreadable time is refused; Add to Calendar from an experience", async () => {
    await expect(
      createCalendarEvent({
        title: "Sketching",
        startTime: "tomorrow-ish",
        endTime: "2031-01-01T20:00",
      }),
    ).rejects.toBeInstanceOf(LocalValidationError);
    await addExperienceToCalendar(choir, "Wellbeing benefit", new Date("2030-01-01"));
    const [event] = await listCalendarEvents(user.id);
    expect(event).toMatchObject({
      title: "Evening choir",
      eventType: "experience",
      experienceId: choir.id,
    });
    expect(event?.description).toContain("Wellbeing benefit: social-connection");
  });

  it("inquiries, referrals and profile edits", async () => {
    await db.experiences.put({ ...choir, createdBy: user.id });
    await sendInquiry(choir.id, {
      name: "Alex",
      email: "alex@culturewell.example",
      message: "Steps?",
    });
    expect(await listInquiriesForCreator(user.id)).toHaveLength(1);
    await expect(sendInquiry(choir.id, { name: "", email: "nope" })).rejects.toMatchObject({
      errors: { name: "name_required", email: "email_invalid" },
    });

    await createReferral({ clientName: "Jamie", experienceId: choir.id });
    expect((await listReferrals(user.id)).map((r) => r.clientName)).toEqual(["Jamie"]);

    expect((await getProfile(user)).bio).toBeNull();
    await updateProfile({ bio: "Loves choirs", wellbeingGoals: ["Build social connections"] });
    expect(await getProfile(user)).toMatchObject({
      bio: "Loves choirs",
      firstName: "Alex",
      wellbeingGoals: ["Build social connections"],
    });
  });

  it("recommendations are computed offline from local rows", async () => {
    await db.experiences.put(
      testExperience({ id: "0197aaaa-0000-7000-8000-0000000000e2", category: "theatre" }),
    );
    const ranked = await localRecommendations(user.id, {
      now: new Date("2030-01-01"),
      fallbackProfile: { preferredCategories: ["music"] },
    });
    expect(ranked[0]?.experience.id).toBe(choir.id);
    expect(ranked[0]?.reasons.map((r) => r.code)).toContain("preferred-category");
  });
});
