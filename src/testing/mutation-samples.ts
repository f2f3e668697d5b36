import type { MutationInput, MutationName } from "#domain/mutations.ts";

/**
 * One valid input per mutation name, for tests that walk the whole registry
 * (src/sync/mutation-registry.test.ts). A mapped type: a new mutation needs its sample here too.
 */

const EXPERIENCE_ID = "0197aaaa-0000-7000-8000-0000000000e1";

const listing = {
  title: "Evening choir",
  description: "Sing together with neighbours.",
  category: "music",
  price: 500,
  location: "Riga",
  venue: "Old Town Hall",
  date: "2031-01-01T18:00:00.000Z",
  imageUrl: "/images/music.jpg",
  wellbeingBenefit: "social-connection",
} as const;

export const MUTATION_SAMPLES: { [N in MutationName]: MutationInput<N> } = {
  "mood.log": { id: "0197aaaa-0000-7000-8000-000000000101", mood: "curious", intensity: 6 },
  "favorite.add": { id: "0197aaaa-0000-7000-8000-000000000102", experienceId: EXPERIENCE_ID },
  "favorite.remove": { experienceId: EXPERIENCE_ID },
  "registration.create": {
    id: "0197aaaa-0000-7000-8000-000000000103",
    experienceId: EXPERIENCE_ID,
  },
  "experience.create": { id: "0197aaaa-0000-7000-8000-000000000104", ...listing },
  "experience.update": { id: EXPERIENCE_ID, ...listing, title: "Evening choir (moved)" },
  "inquiry.create": {
    id: "0197aaaa-0000-7000-8000-000000000105",
    experienceId: EXPERIENCE_ID,
    name: "Alex",
    email: "alex@culturewell.example",
    message: "Is there step-free access?",
  },
  "calendarEvent.create": {
    id: "0197aaaa-0000-7000-8000-000000000106",
    title: "Sketching",
    startTime: "2031-03-01T18:00:00.000Z",
    endTime: "2031-03-01T20:00:00.000Z",
  },
  "profile.update": { bio: "Loves choirs" },
  "newsletter.subscribe": { email: "alex@culturewell.example" },
  "contact.submit": {
    id: "0197aaaa-0000-7000-8000-000000000107",
    name: "Alex",
    email: "alex@culturewell.example",
    subject: "Partnering",
    message: "We run a community choir and would like to list it.",
  },
  "referral.create": {
    id: "0197aaaa-0000-7000-8000-000000000108",
    clientName: "Sam",
    clientEmail: "sam@culturewell.example",
    experienceId: EXPERIENCE_ID,
  },
  "registration.cancel": { experienceId: EXPERIENCE_ID },
  "checkin.record": {
    id: "0197aaaa-0000-7000-8000-000000000109",
    registrationId: "0197aaaa-0000-7000-8000-000000000103",
    experienceId: EXPERIENCE_ID,
    scannedAt: "2031-01-01T17:55:00.000Z",
    deviceId: "door-device-1",
    deviceName: "Front door",
  },
  "partnerProfile.update": {
    organisationName: "Old Town Choir",
    venues: ["Old Town Hall, Riga"],
    contactEmail: "hello@choir.example",
    website: "https://choir.example",
    accessibilityInfo: "Step-free entrance; hearing loop.",
  },
  "doorHelper.add": { id: "0197aaaa-0000-7000-8000-00000000010a", username: "volunteer" },
  "doorHelper.remove": { id: "0197aaaa-0000-7000-8000-00000000010a" },
  "calendarEvent.update": {
    id: "0197aaaa-0000-7000-8000-000000000106",
    title: "Sketching (moved)",
    startTime: "2031-03-02T18:00:00.000Z",
    endTime: "2031-03-02T20:00:00.000Z",
  },
  "calendarEvent.delete": { id: "0197aaaa-0000-7000-8000-000000000106" },
  "eventReminder.set": {
    id: "0197aaaa-0000-7000-8000-00000000010b",
    calendarEventId: "0197aaaa-0000-7000-8000-000000000106",
    reminderType: "1h",
  },
  "eventReminder.remove": { id: "0197aaaa-0000-7000-8000-00000000010b" },
  "eventReminder.dismiss": { id: "0197aaaa-0000-7000-8000-00000000010b" },
  "feedback.submit": {
    id: "0197aaaa-0000-7000-8000-00000000010c",
    experienceId: EXPERIENCE_ID,
    rating: 4,
    feedback: "Warm welcome, lovely singing.",
  },
  "referral.respond": {
    id: "0197aaaa-0000-7000-8000-000000000108",
    decision: "accept",
    baseline: { lifeSatisfaction: 5, worthwhile: 6, happiness: 4, anxiety: 7 },
    shareOutcomes: true,
  },
  "referral.followUp": {
    id: "0197aaaa-0000-7000-8000-000000000108",
    followUp: { lifeSatisfaction: 7, worthwhile: 7, happiness: 6, anxiety: 4 },
  },
  "referral.consent": { id: "0197aaaa-0000-7000-8000-000000000108", shareOutcomes: true },
  "referral.close": { id: "0197aaaa-0000-7000-8000-000000000108", reason: "Moved away" },
  "referral.review": { id: "0197aaaa-0000-7000-8000-000000000108" },
  "referral.renewCode": { id: "0197aaaa-0000-7000-8000-000000000108" },
};

/** The experience the samples refer to. */
export const SAMPLE_EXPERIENCE_ID = EXPERIENCE_ID;
