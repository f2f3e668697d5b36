import { uuidv7 } from "#domain/ids.ts";
import { type Account, standardAccounts } from "./accounts.ts";
import { json, type TestApp } from "./test-app.ts";
import { type WorldCalendar, worldCalendar } from "./world-calendar.ts";

/** A valid experience body (price in cents), for creating listings in tests. */
export function experienceBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Clay and Conversation",
    description: "An evening of hand-building pots with tea and good company.",
    category: "craft",
    price: 1250,
    location: "Riga, Centre",
    venue: "Test Studio",
    date: "2025-07-01T17:00:00.000Z",
    imageUrl: "/images/experiences/clay.webp",
    wellbeingBenefit: "social-connection",
    duration: 90,
    maxParticipants: 12,
    difficultyLevel: "beginner",
    accessibilityFeatures: ["wheelchair-accessible"],
    ...overrides,
  };
}

export interface World {
  individual: Account;
  professional: Account;
  partner: Account;
  /** A second individual: "another user" in authorization checks. */
  other: Account;
  /** An experience the partner created in this test. */
  listingId: string;
  /** Any other active experience (seeded). */
  seededId: string;
  /** The individual's calendar event, reminder and feed secret (calendar routes). */
  calendar: WorldCalendar;
}

/** Accounts plus one listing of the partner: enough to call every route. */
export async function buildWorld(t: TestApp): Promise<World> {
  const accounts = await standardAccounts(t);
  const res = await t.post("/api/experiences", experienceBody(), accounts.partner.auth);
  if (res.status !== 201) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
  const listingId = (await json(res)).id as string;
  const all = await json(await t.app.request("/api/experiences"));
  const seeded = all.find((e: { id: string }) => e.id !== listingId);
  const calendar = await worldCalendar(t, accounts.individual);
  return { ...accounts, listingId, seededId: seeded.id, calendar };
}

/**
 * A route's path with its parameters filled for `owner`: `:id` is the owner's user id, except
 * under /api/experiences/ where it (like `:experienceId`) is the partner's listing.
 */
export function fillPath(path: string, owner: Account, w: World): string {
  return path
    .replace(":eventId", w.calendar.eventId)
    .replace(":reminderId", w.calendar.reminderId)
    .replace(/:file\{.*\}$/, `${w.calendar.feedSecret}.ics`)
    .replace(":experienceId", w.listingId)
    .replace(":id", path.startsWith("/api/experiences/") ? w.listingId : owner.user.id);
}

/**
 * A valid body for each write route, so a refusal in the authorization matrix can only come
 * from authorization, and the generated happy path can call every route.
 */
const PUSH_ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc123";

export function sampleBody(method: string, path: string, w: World): unknown {
  const key = `${method} ${path}`;
  switch (key) {
    case "POST /api/auth/signup":
      return {
        username: `u-${uuidv7().slice(-8)}`,
        password: "secret-pass-1",
        invitationCode: "CULTURE-2025",
      };
    case "POST /api/auth/login":
      return { username: "demo-individual", password: "culture-demo-1" };
    case "POST /api/newsletter/subscribe":
      return { email: "fan@example.com" };
    case "POST /api/contact":
      return {
        name: "Dana",
        email: "dana@example.com",
        subject: "Hello",
        message: "A message long enough.",
      };
    case "POST /api/experiences":
    case "PUT /api/experiences/:id":
      return experienceBody({ title: "Edited title" });
    case "POST /api/inquiries":
      return {
        name: "Alex",
        email: "alex@example.com",
        message: "Is it step-free?",
        experienceId: w.listingId,
      };
    case "POST /api/user-experiences":
      return { experienceId: w.listingId, status: "registered" };
    case "POST /api/push-subscriptions":
      return { endpoint: PUSH_ENDPOINT, keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) } };
    case "DELETE /api/push-subscriptions":
      return { endpoint: PUSH_ENDPOINT };
    case "POST /api/mood-entries":
      return { mood: "anxious", intensity: 6, notes: "long day" };
    case "POST /api/calendar-events":
      return {
        title: "Choir",
        startTime: "2025-06-10T18:00",
        endTime: "2025-06-10T20:00",
        eventType: "custom",
      };
    case "PUT /api/calendar-events/:eventId":
      return {
        title: "Choir (moved)",
        startTime: "2025-06-11T18:00",
        endTime: "2025-06-11T20:00",
      };
    case "POST /api/event-reminders":
      return { calendarEventId: w.calendar.eventId, reminderType: "1h" };
    case "PATCH /api/users/:id":
      return { bio: "Hello", wellbeingGoals: JSON.stringify(["Boost creativity"]) };
    case "POST /api/users/:id/favorites":
      return { experienceId: w.listingId };
    case "POST /api/professionals/:id/referrals":
      return { clientName: "Jordan", clientEmail: "jordan@example.com", experienceId: w.listingId };
    case "POST /api/sync/push":
      return { clientId: uuidv7(), mutations: [] };
    case "POST /api/door/verify":
      return { experienceId: w.listingId, token: "not-a-ticket" };
    // The password of accounts made by signUp (server/testing/accounts.ts).
    case "POST /api/auth/change-password":
      return { currentPassword: "secret-pass-1", newPassword: "secret-pass-2" };
    case "DELETE /api/users/:id":
      return { password: "secret-pass-1" };
    default:
      return undefined;
  }
}
