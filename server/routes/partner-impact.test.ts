import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { IMPACT_MIN_PEOPLE } from "#domain/partner-impact.ts";
import type { Account } from "../testing/accounts.ts";
import {
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { accept, refer, referralAs } from "../testing/referral-world.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import type { Json, TestApp } from "../testing/test-app.ts";
import { createTestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

/**
 * A partner's impact on visitors (docs/privacy.md "Partner impact"): mood change before → after
 * and the share who came back, computed on the server, given only over at least 10 people, and
 * never carrying a mood, a person or a referral.
 */

let t: TestApp;
let w: World;
let first: string;
let later: string;

const START = "2025-07-01T17:00:00.000Z";
// The same evening: the test accounts' sessions last 30 days from 2 June.
const LATER_START = "2025-07-01T20:00:00.000Z";
const at = (iso: string) => t.clock.set(new Date(iso));

beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  first = await listing(t, w.partner, { date: START, maxParticipants: 40 });
  later = await listing(t, w.partner, { date: LATER_START, maxParticipants: 40 });
});
afterEach(() => t.close());

const applied = (result: Json) => expect(result.status, JSON.stringify(result)).toBe("applied");

/** Registers each person for the experience a day before it and has the door check them in. */
async function checkIn(people: readonly Account[], experienceId: string, start: string) {
  const startMs = Date.parse(start);
  at(new Date(startMs - 86_400_000).toISOString());
  for (const person of people) applied(await register(t, person, experienceId));
  at(new Date(startMs + 5 * 60_000).toISOString());
  for (const person of people) {
    const registrationId = (await registrationOf(t, person.user.id, experienceId))?.id ?? "";
    const scannedAt = new Date(startMs - 2 * 60_000).toISOString();
    applied(await scan(t, w.partner, { registrationId, experienceId, scannedAt }));
  }
}

/** Logs a mood made on the device at `createdAt` (default: now), from `clientId`'s device. */
const logMood = (
  person: Account,
  args: Record<string, unknown>,
  createdAt = t.clock().toISOString(),
  clientId?: string,
) => push1(t, person, "mood.log", { id: uuidv7(), intensity: 5, ...args }, createdAt, clientId);

/** Each person logs "anxious 4" on arrival (score −4) and "joyful 6" after (score +6): +10. */
async function arrivalAndAfter(people: readonly Account[], experienceId: string) {
  at("2025-07-01T17:10:00.000Z");
  for (const person of people) {
    const arrival = { mood: "anxious", intensity: 4, experienceId, moment: "arrival" };
    applied(await logMood(person, arrival));
  }
  at("2025-07-01T19:00:00.000Z");
  for (const person of people) {
    const after = { mood: "joyful", intensity: 6, experienceId, moment: "after" };
    applied(await logMood(person, after));
  }
}

async function impactOf(caller: Account = w.partner) {
  const res = await call(t, "GET", `/api/partners/${w.partner.user.id}/impact`, {
    auth: caller.auth,
  });
  return res;
}

async function figures() {
  const res = await impactOf();
  expect(res.status).toBe(200);
  return res.body as Json[];
}

const people = async (prefix: string, n: number) => {
  const made: Account[] = [];
  for (let i = 0; i < n; i++) made.push(await quickAccount(t, `${prefix}${i}`));
  return made;
};

describe("GET /api/partners/:id/impact", () => {
  it("is 10 people: with 9 visitors no figure is given, with 10 both are", async () => {
    expect(IMPACT_MIN_PEOPLE).toBe(10);
    const visitors = await people("v", 10);
    const nine = visitors.slice(0, 9);
    await checkIn(nine, first, START);
    await arrivalAndAfter(nine, first);
    expect(await figures()).toEqual([
      { experienceId: first, visitors: 9, moodPairs: 9, moodChange: null, cameBackShare: null },
    ]);

    const tenth = visitors.slice(9);
    await checkIn(tenth, first, START);
    await arrivalAndAfter(tenth, first);
    expect(await figures()).toEqual([
      { experienceId: first, visitors: 10, moodPairs: 10, moodChange: 10, cameBackShare: 0 },
    ]);
  });

  it("needs 10 mood pairs for the mood change, apart from 10 visitors", async () => {
    const visitors = await people("p", 10);
    await checkIn(visitors, first, START);
    await arrivalAndAfter(visitors.slice(0, 9), first);
    expect(await figures()).toEqual([
      { experienceId: first, visitors: 10, moodPairs: 9, moodChange: null, cameBackShare: 0 },
    ]);
  });

  it("without an arrival mood takes the last check-in within 24 hours before the start", async () => {
    const visitors = await people("b", 10);
    // Over a day before the start: never a "before".
    at("2025-06-30T10:00:00.000Z");
    for (const person of visitors) applied(await logMood(person, { mood: "joyful", intensity: 9 }));
    await checkIn(visitors, first, START);
    at("2025-07-01T19:00:00.000Z");
    for (const [i, person] of visitors.entries()) {
      // The one that counts: "sad 2" (−2) on the morning of the visit; not for the first person.
      const before = { mood: "sad", intensity: 2 };
      if (i > 0) applied(await logMood(person, before, "2025-07-01T12:00:00.000Z"));
      // The visit's mood from "How was it?" (no moment) counts as "after": +3 − (−2) = 5.
      const howWasIt = { mood: "curious", intensity: 3, experienceId: first };
      applied(await logMood(person, howWasIt));
    }
    expect(await figures()).toEqual([
      { experienceId: first, visitors: 10, moodPairs: 9, moodChange: null, cameBackShare: 0 },
    ]);
    // The first person's phone was offline: its morning check-in arrives now, the tenth pair.
    const phone = "0197a000-0000-7000-8000-0000000000f1";
    const morning = { mood: "sad", intensity: 2 };
    const late = await logMood(visitors[0] as Account, morning, "2025-07-01T16:30:00.000Z", phone);
    applied(late);
    expect(await figures()).toEqual([
      { experienceId: first, visitors: 10, moodPairs: 10, moodChange: 5, cameBackShare: 0 },
    ]);
  });

  it("counts as came back those checked in to a later experience of the partner", async () => {
    const visitors = await people("c", 10);
    await checkIn(visitors, first, START);
    await checkIn(visitors.slice(0, 4), later, LATER_START);
    const answer = await figures();
    expect(answer).toEqual([
      { experienceId: later, visitors: 4, moodPairs: 0, moodChange: null, cameBackShare: null },
      { experienceId: first, visitors: 10, moodPairs: 0, moodChange: null, cameBackShare: 0.4 },
    ]);
  });

  it("is the partner's own: another partner is refused", async () => {
    const other = await quickAccount(t, "other-venue", "cultural_partner");
    expect((await impactOf(other)).status).toBe(403);
  });
});

describe("referred visitors are not marked as referred", () => {
  it("in the attendee rows the partner and their door helper pull, nor in the impact", async () => {
    const helper = await quickAccount(t, "door.helper");
    applied(await push1(t, w.partner, "doorHelper.add", { id: uuidv7(), username: "door.helper" }));
    const visitors = await people("r", 10);
    const referred = visitors[0] as Account;
    const referralId = uuidv7();
    const made = await refer(t, w.professional, {
      id: referralId,
      clientKind: "existing",
      clientUsername: referred.user.username,
      experienceIds: [first],
    });
    expect(made.status, JSON.stringify(made.body)).toBeLessThan(300);
    applied(await accept(t, referred, referralId));
    await checkIn(visitors, first, START);
    await arrivalAndAfter(visitors, first);
    const registration = (await registrationOf(t, referred.user.id, first))?.id;
    // The referral followed the visit: there is something that could have leaked.
    expect(await referralAs(t, referred, referralId)).toMatchObject({ status: "attended" });

    for (const staff of [w.partner, helper]) {
      const { rows } = await pullAll(t, staff);
      const attendees = [...rows.entries()].filter(
        ([key, row]) => key.startsWith("attendee:") && row.experienceId === first,
      );
      expect(attendees).toHaveLength(10);
      const row = rows.get(`attendee:${registration}`) as Json;
      expect(Object.keys(row).sort()).toEqual(
        [
          "attendedAt",
          "cancelledAt",
          "checkedInBy",
          "experienceId",
          "id",
          "name",
          "registeredAt",
          "status",
          "ticketRef",
        ].sort(),
      );
      // Public listings may welcome referrals in their words; the attendee rows say nothing.
      const pulled = JSON.stringify(attendees);
      expect(pulled).not.toMatch(/referr/i);
      for (const mark of [referralId, w.professional.user.id, w.professional.user.username]) {
        expect(pulled).not.toContain(mark);
      }
      expect([...rows.keys()].some((key) => key.startsWith("referral:"))).toBe(false);
    }

    const impact = await impactOf();
    const text = JSON.stringify(impact.body);
    expect(text).not.toMatch(/referr|mood"|intensity|userId|createdAt/i);
    expect(text).not.toContain(referred.user.id);
    for (const experience of impact.body as Json[]) {
      expect(Object.keys(experience).sort()).toEqual(
        ["cameBackShare", "experienceId", "moodChange", "moodPairs", "visitors"].sort(),
      );
    }
  });
});
