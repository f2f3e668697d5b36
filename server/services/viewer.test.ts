import { afterAll, describe, expect, it } from "vitest";
import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";
import type { Account } from "../testing/accounts.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import { listCalendarEvents } from "./calendar-service.ts";
import { listExperiencesBy } from "./experiences-service.ts";
import { favoriteExperienceIds, listFavorites } from "./favorites-service.ts";
import { listInquiriesForCreator, listInquiriesForExperience } from "./inquiries-service.ts";
import { latestMood, listMoodEntries } from "./moods-service.ts";
import { bookingStats } from "./partner-stats-service.ts";
import { getProfile } from "./profile-service.ts";
import { recommendationInput, recommendationsFor } from "./recommendations-service.ts";
import { listReferrals } from "./referrals-service.ts";
import { listRegistrations, upcomingExperiences } from "./registrations-service.ts";
import type { Viewer } from "./viewer.ts";

/**
 * Every service read of one user's private data takes the viewer and refuses anyone else,
 * whatever route (or future caller) reaches it: the route guards are not the only wall.
 */

// Top-level await: `it.each` needs the accounts while the file is collected.
const t: TestApp = await createTestApp();
const w: World = await buildWorld(t);
afterAll(() => t.close());

/** A setup call that must succeed, or the refusals below would guard nothing. */
async function given(...args: Parameters<typeof call>) {
  const res = await call(...args);
  if (res.status >= 300)
    throw new Error(`setup ${args[2]}: ${res.status} ${JSON.stringify(res.body)}`);
}

// Some private data to (not) leak: a mood, a favourite, a registration, an inquiry, a referral.
await given(t, "POST", "/api/mood-entries", { auth: w.individual.auth, body: { mood: "sad" } });
await given(t, "POST", `/api/users/${w.individual.user.id}/favorites`, {
  auth: w.individual.auth,
  body: { experienceId: w.listingId },
});
await given(t, "POST", "/api/user-experiences", {
  auth: w.individual.auth,
  body: { experienceId: w.listingId },
});
await given(t, "POST", "/api/inquiries", {
  auth: w.individual.auth,
  body: { name: "Alex", email: "alex@example.com", experienceId: w.listingId },
});
await given(t, "POST", `/api/professionals/${w.professional.user.id}/referrals`, {
  auth: w.professional.auth,
  body: { clientName: "Jordan" },
});

const now = () => t.clock();
const me = () => w.individual.user.id;

/** [name, owner, read as a viewer, the refusal's reason code]. */
const READS: [string, () => Account, (viewer: Viewer) => unknown, string][] = [
  [
    "listMoodEntries",
    () => w.individual,
    (v) => listMoodEntries(t.db, me(), v),
    R.not_your_account,
  ],
  ["latestMood", () => w.individual, (v) => latestMood(t.db, me(), v), R.not_your_account],
  [
    "listCalendarEvents",
    () => w.individual,
    (v) => listCalendarEvents(t.db, me(), v),
    R.not_your_account,
  ],
  ["listFavorites", () => w.individual, (v) => listFavorites(t.db, me(), v), R.not_your_account],
  [
    "favoriteExperienceIds",
    () => w.individual,
    (v) => favoriteExperienceIds(t.db, me(), v),
    R.not_your_account,
  ],
  [
    "listRegistrations",
    () => w.individual,
    (v) => listRegistrations(t.db, me(), v),
    R.not_your_account,
  ],
  [
    "upcomingExperiences",
    () => w.individual,
    (v) => upcomingExperiences(t.db, me(), v, now()),
    R.not_your_account,
  ],
  ["getProfile", () => w.individual, (v) => getProfile(t.db, me(), v), R.not_your_account],
  [
    "recommendationInput",
    () => w.individual,
    (v) => recommendationInput(t.db, me(), v, now()),
    R.not_your_account,
  ],
  [
    "recommendationsFor",
    () => w.individual,
    (v) => recommendationsFor(t.db, me(), v, now()),
    R.not_your_account,
  ],
  [
    "listExperiencesBy",
    () => w.partner,
    (v) => listExperiencesBy(t.db, w.partner.user.id, v),
    R.not_your_account,
  ],
  [
    "bookingStats",
    () => w.partner,
    (v) => bookingStats(t.db, w.partner.user.id, v, now()),
    R.not_your_account,
  ],
  [
    "listInquiriesForCreator",
    () => w.partner,
    (v) => listInquiriesForCreator(t.db, w.partner.user.id, v),
    R.not_your_account,
  ],
  [
    "listInquiriesForExperience",
    () => w.partner,
    (v) => listInquiriesForExperience(t.db, w.listingId, v),
    R.not_creator_inquiries,
  ],
  [
    "listReferrals",
    () => w.professional,
    (v) => listReferrals(t.db, w.professional.user.id, v),
    R.not_your_account,
  ],
];

/** What `fn` threw or rejected with (a service read is async), or undefined. */
async function thrownBy(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("service reads check the viewer", () => {
  it.each(READS)("%s refuses another user (forbidden)", async (name, _owner, read, message) => {
    const error = await thrownBy(() => read(w.other.user));
    expect(error, `${name} read for another user`).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ code: message, kind: "forbidden" });
  });

  it.each(READS)("%s answers its owner", async (name, owner, read) => {
    expect(await thrownBy(() => read(owner().user)), `${name} read for its owner`).toBeUndefined();
  });
});
