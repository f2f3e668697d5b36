import { uuidv7 } from "#domain/ids.ts";
import { savePushSubscription } from "../services/calendar-push-service.ts";
import { type Account, signUp } from "./accounts.ts";
import { listing, push1, quickAccount, register, registrationOf, scan } from "./door-world.ts";
import { call } from "./http.ts";
import { accept, close, ONS4_HIGH, refer } from "./referral-world.ts";
import { bearer, type TestApp } from "./test-app.ts";

/** A person of the export tests: their account and every string that names them. */
export interface Person {
  account: Account;
  username: string;
  email: string;
}

export interface BusyPeople {
  /** An individual: referred (and linked by the referral's code), a door helper, busy. */
  client: Person;
  /** A cultural partner with an organisation, a listing and a door helper. */
  partner: Person;
  /** A professional who referred the client and closed another referral. */
  professional: Person;
  /** Someone the client checked in at the door: nobody's export but their own names them. */
  guest: Account;
  /** The partner's listing, suggested by the referral, attended by the client. */
  listingId: string;
}

const ok = (res: { status: number; body: unknown }) => {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
};
const applied = (result: { status: string }) => {
  if (result.status !== "applied") throw new Error(JSON.stringify(result));
};

/**
 * Three people who, between them, have a row in every table a person can have rows in
 * (server/testing/export-coverage.ts lists which). Distinctive names, so a table walk for them
 * finds only what is theirs. The listing starts 2025-07-01T17:00Z.
 */
export async function busyPeople(t: TestApp): Promise<BusyPeople> {
  const partner = await person(t, await signUp(t, "pat-partner-q7", "cultural_partner"));
  const pat = partner.account;
  applied(
    await push1(t, pat, "partnerProfile.update", {
      organisationName: "Pat's Studio Q7",
      venues: ["Hall Q7"],
      contactEmail: partner.email,
    }),
  );
  const listingId = await listing(t, pat, {});

  const professional = await person(t, await signUp(t, "pro-x3", "professional"));
  const pro = professional.account;
  const referralId = uuidv7();
  const made = ok(
    await refer(t, pro, {
      id: referralId,
      clientName: "Vic Z",
      experienceIds: [listingId],
      notes: "Would enjoy making things",
    }),
  );
  const other = uuidv7();
  ok(await refer(t, pro, { id: other, clientName: "Sam R" }));
  applied(await close(t, pro, other));

  // The client joins with the referral's code, which links them to it.
  const joined = ok(
    await call(t, "POST", "/api/auth/signup", {
      body: {
        username: "vic-zx81",
        password: "secret-pass-1",
        userType: "individual",
        invitationCode: made.inviteCode,
      },
    }),
  );
  const vic: Account = {
    token: joined.token as string,
    user: joined.user as Account["user"],
    auth: bearer(joined.token as string),
  };
  const client = await person(t, vic);
  applied(await accept(t, vic, referralId, true));
  applied(await register(t, vic, listingId));
  const guest = await quickAccount(t, "guest-k2");
  applied(await register(t, guest, listingId));

  // At the door the partner scans the client in; the client rates the visit, and only then
  // becomes a door helper (nobody rates an experience they help at) and scans the guest.
  t.clock.set(new Date("2025-07-01T17:05:00.000Z"));
  await scanIn(t, pat, vic, listingId);
  applied(
    await push1(t, vic, "mood.log", {
      id: uuidv7(),
      mood: "anxious",
      intensity: 4,
      experienceId: listingId,
      moment: "arrival",
    }),
  );
  applied(await push1(t, vic, "referral.followUp", { id: referralId, followUp: ONS4_HIGH }));
  applied(
    await push1(t, vic, "feedback.submit", {
      id: uuidv7(),
      experienceId: listingId,
      rating: 5,
      feedback: "Lovely",
    }),
  );
  applied(await push1(t, pat, "doorHelper.add", { id: uuidv7(), username: "vic-zx81" }));
  await scanIn(t, vic, guest, listingId);
  await diaryOf(t, vic, listingId, client.email);
  return { client, partner, professional, guest, listingId };
}

/** Gives the account an e-mail address (the walk looks for it too). */
async function person(t: TestApp, account: Account): Promise<Person> {
  const { username } = account.user;
  const email = `${username}@example.com`;
  ok(
    await call(t, "PATCH", `/api/users/${account.user.id}`, {
      auth: account.auth,
      body: { email },
    }),
  );
  return { account, username, email };
}

async function scanIn(t: TestApp, staff: Account, visitor: Account, experienceId: string) {
  const reg = await registrationOf(t, visitor.user.id, experienceId);
  applied(
    await scan(t, staff, {
      registrationId: reg?.id ?? "",
      experienceId,
      scannedAt: "2025-07-01T16:55:00.000Z",
    }),
  );
}

/** Moods, a favourite, the calendar and its link, a push subscription, an inquiry. */
async function diaryOf(t: TestApp, vic: Account, experienceId: string, email: string) {
  const auth = vic.auth;
  applied(await push1(t, vic, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 6 }));
  ok(
    await call(t, "POST", `/api/users/${vic.user.id}/favorites`, { auth, body: { experienceId } }),
  );
  const event = ok(
    await call(t, "POST", "/api/calendar-events", {
      auth,
      body: {
        title: "Choir",
        startTime: "2030-06-10T18:00",
        endTime: "2030-06-10T20:00",
        eventType: "custom",
      },
    }),
  );
  ok(
    await call(t, "POST", "/api/event-reminders", {
      auth,
      body: { calendarEventId: event.id, reminderType: "1h" },
    }),
  );
  ok(await call(t, "POST", `/api/users/${vic.user.id}/calendar-feed`, { auth }));
  await savePushSubscription(
    t.db,
    vic.user.id,
    { endpoint: "https://push.example/vic-endpoint-path", keys: { p256dh: "k-q7", auth: "a-q7" } },
    t.clock(),
  );
  ok(
    await call(t, "POST", "/api/inquiries", {
      auth,
      body: { name: "Vic Z", email, message: "Step-free?", experienceId },
    }),
  );
}
