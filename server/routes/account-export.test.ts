import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION } from "#domain/account-export.ts";
import { EXPORT_COLUMNS, EXPORT_TABLES } from "#domain/account-export-columns.ts";
import { uuidv7 } from "#domain/ids.ts";
import { tableNames } from "../db/raw-query.ts";
import { moodEntries, userInteractions } from "../db/schema.ts";
import { type Account, signUp } from "../testing/accounts.ts";
import { cancel, push1, register } from "../testing/door-world.ts";
import {
  coverageProblems,
  decisionOf,
  EXPORTED,
  HOLDS_NOBODY,
  NOT_EXPORTED,
  schemaTableNames,
} from "../testing/export-coverage.ts";
import { type BusyPeople, busyPeople, type Person } from "../testing/export-world.ts";
import { call } from "../testing/http.ts";
import { ONS4_HIGH, ONS4_LOW } from "../testing/referral-world.ts";
import { rowsMentioning } from "../testing/table-walk.ts";
import { createTestApp, type Json, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

// "Download my data": GET /api/users/:id/export and /export.csv (docs/account-export.md).

let t: TestApp;
let w: World;
let rita: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  rita = await signUp(t, "rita");
});
afterEach(() => t.close());

const exportOf = (owner: Account, caller: Account = owner) =>
  call(t, "GET", `/api/users/${owner.user.id}/export`, { auth: caller.auth });

const csvOf = (owner: Account, table?: string, caller: Account | null = owner) =>
  t.app.request(
    `/api/users/${owner.user.id}/export.csv${table === undefined ? "" : `?table=${table}`}`,
    { headers: caller ? caller.auth : {} },
  );

describe("GET /api/users/:id/export", () => {
  it("answers the caller's own data with its format and version, and nobody else's", async () => {
    await push1(t, rita, "mood.log", { id: uuidv7(), mood: "joyful", intensity: 7, notes: "=1+1" });
    await push1(t, w.other, "mood.log", { id: uuidv7(), mood: "sad", intensity: 2 });
    await register(t, rita, w.listingId);
    await register(t, rita, w.seededId);
    await cancel(t, rita, w.seededId);
    await call(t, "POST", `/api/users/${rita.user.id}/favorites`, {
      auth: rita.auth,
      body: { experienceId: w.listingId },
    });
    await call(t, "PATCH", `/api/users/${rita.user.id}`, {
      auth: rita.auth,
      body: { bio: "Hello", remindersEnabled: false, defaultReminderLead: "1d" },
    });

    const { status, body } = await exportOf(rita);
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, version: 2 });
    expect(ACCOUNT_EXPORT_VERSION).toBe(2);
    expect(body.profile).toMatchObject({
      id: rita.user.id,
      username: "rita",
      bio: "Hello",
      remindersEnabled: false,
      defaultReminderLead: "1d",
    });
    expect(body.moods).toEqual([
      expect.objectContaining({ mood: "joyful", intensity: 7, notes: "=1+1" }),
    ]);
    const statuses = Object.fromEntries(
      body.registrations.map((r: { experienceId: string; status: string }) => [
        r.experienceId,
        r.status,
      ]),
    );
    expect(statuses).toEqual({ [w.listingId]: "registered", [w.seededId]: "cancelled" });
    const cancelled = body.registrations.find(
      (r: { experienceId: string }) => r.experienceId === w.seededId,
    );
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(cancelled.experienceTitle).toBeTruthy();
    expect(body.favorites).toEqual([
      expect.objectContaining({
        experienceId: w.listingId,
        experienceTitle: "Clay and Conversation",
      }),
    ]);
    expect(Object.keys(body)).toEqual(["format", "version", "exportedAt", ...EXPORT_TABLES]);
    expect(body.sessions).toHaveLength(1);
    // No secret ever leaves: no hash, no session, no ticket.
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|token|cw1\./i);
  });

  it("holds the calendar: events and their reminders", async () => {
    const { calendar } = w;
    const { body } = await exportOf(w.individual);
    expect(body.calendarEvents.map((e: { id: string }) => e.id)).toContain(calendar.eventId);
    expect(body.reminders).toEqual([
      expect.objectContaining({ id: calendar.reminderId, reminderType: "1h" }),
    ]);
    expect(body.calendarFeed).toHaveLength(1);
  });

  it("refuses another user's export (403) and a caller without a token (401)", async () => {
    const res = await exportOf(rita, w.other);
    expect(res.status).toBe(403);
    expect(Object.keys(res.body)).toEqual(["code", "message"]);
    const anonymous = await call(t, "GET", `/api/users/${rita.user.id}/export`);
    expect(anonymous.status).toBe(401);
  });
});

describe("the export of people with a row in every table", () => {
  let p: BusyPeople;
  beforeEach(async () => {
    p = await busyPeople(t);
  });
  const bodyOf = async (who: Person) => (await exportOf(who.account)).body as Json;

  it("gives every table of the schema a decision: exported, not exported (why), or nobody's", async () => {
    const inDatabase = await tableNames(t.db);
    expect(inDatabase).toEqual(schemaTableNames());
    const undecided = inDatabase.filter((table) => decisionOf(table) === null);
    expect(undecided, "tables without a decision in server/testing/export-coverage.ts").toEqual([]);
    const lists = Object.values(EXPORTED).flatMap((e) => e.lists);
    expect(EXPORT_TABLES.filter((list) => !lists.includes(list))).toEqual([]);
    const decided = [...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED), ...HOLDS_NOBODY];
    expect(decided.filter((table) => !inDatabase.includes(table))).toEqual([]);
  });

  it("walks every table: a row that names a person is in their export, or its table says why not", async () => {
    const problems: string[] = [];
    const named = new Set<string>();
    for (const who of [p.client, p.partner, p.professional]) {
      const body = await bodyOf(who);
      for (const needle of [who.account.user.id, who.username, who.email]) {
        for (const mention of await rowsMentioning(t, needle)) {
          named.add(mention.table);
          problems.push(...coverageProblems(mention, needle, body));
        }
      }
    }
    expect(problems).toEqual([]);
    // The people really have rows in every exported table, so the walk above checked each.
    expect(Object.keys(EXPORTED).filter((table) => !named.has(table))).toEqual([]);
  });

  it("holds each table's columns, field by field, in every row", async () => {
    for (const who of [p.client, p.partner, p.professional]) {
      const body = await bodyOf(who);
      expect(Object.keys(body.profile)).toEqual(EXPORT_COLUMNS.profile);
      for (const table of EXPORT_TABLES.filter((name) => name !== "profile")) {
        for (const row of body[table]) {
          expect(Object.keys(row), `${who.username} ${table}`).toEqual(EXPORT_COLUMNS[table]);
        }
      }
    }
  });

  it("says when around a visit a mood was felt", async () => {
    const body = await bodyOf(p.client);
    expect(body.moods).toContainEqual(
      expect.objectContaining({ mood: "anxious", experienceId: p.listingId, moment: "arrival" }),
    );
    expect(body.moods).toContainEqual(expect.objectContaining({ mood: "joyful", moment: null }));
  });

  it("gives the client their referral: steps, consent and both ONS4 answers", async () => {
    const body = await bodyOf(p.client);
    expect(body.referralsReceived).toEqual([
      expect.objectContaining({
        professionalName: "pro-x3",
        clientName: "Vic Z",
        status: "completed",
        notes: "Would enjoy making things",
        experienceIds: [p.listingId],
        bookedExperienceId: p.listingId,
        shareOutcomes: true,
        baselineLifeSatisfaction: ONS4_LOW.lifeSatisfaction,
        baselineAnxiety: ONS4_LOW.anxiety,
        followUpHappiness: ONS4_HIGH.happiness,
        followUpAnxiety: ONS4_HIGH.anxiety,
      }),
    ]);
    expect(body.referralSteps.map((s: Json) => [s.status, s.by])).toEqual([
      ["sent", "professional"],
      ["accepted", "you"],
      ["booked", null],
      ["attended", null],
      ["completed", "you"],
      ["summary", null], // the message back to the professional (docs/referral-loop.md)
    ]);
    expect(body.referralsMade).toEqual([]);
    expect(body.consentHistory).toEqual([
      { referralId: body.referralsReceived[0].id, shareOutcomes: true, at: expect.any(String) },
    ]);
    const referralId = body.referralsReceived[0].id;
    for (const shareOutcomes of [false, true]) {
      const changed = await push1(t, p.client.account, "referral.consent", {
        id: referralId,
        shareOutcomes,
      });
      expect(changed.status).toBe("applied");
    }
    const again = await bodyOf(p.client);
    expect(again.consentHistory.map((c: Json) => c.shareOutcomes)).toEqual([true, false, true]);
    expect(body.invitationCodes).toEqual([
      expect.objectContaining({ allowedUserType: "individual", referralId: expect.any(String) }),
    ]);
  });

  it("gives the professional their referrals and notes, never the client's answers or account", async () => {
    const body = await bodyOf(p.professional);
    expect(body.referralsMade.map((r: Json) => [r.clientName, r.status])).toEqual([
      ["Vic Z", "completed"],
      ["Sam R", "closed"],
    ]);
    expect(body.referralsMade[0].notes).toBe("Would enjoy making things");
    expect(body.referralsReceived).toEqual([]);
    const steps = body.referralSteps.filter((s: Json) => s.referralId === body.referralsMade[0].id);
    expect(steps.map((s: Json) => s.by)).toEqual(["you", "client", null, null, "client", null]);
    const text = JSON.stringify(body);
    for (const theirs of [p.client.account.user.id, p.client.username, p.client.email]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toMatch(/lifeSatisfaction|baseline|followUp/i);
  });

  it("gives the partner their organisation, listings, door helpers and scans, not whose ticket", async () => {
    const body = await bodyOf(p.partner);
    expect(body.partnerProfile).toEqual([
      expect.objectContaining({ organisationName: "Pat's Studio Q7", venues: ["Hall Q7"] }),
    ]);
    expect(body.listings.map((l: Json) => l.id)).toEqual([p.listingId]);
    expect(body.doorHelpers).toEqual([
      expect.objectContaining({ role: "organiser", name: "vic-zx81" }),
    ]);
    expect(body.doorScans).toEqual([
      expect.objectContaining({ experienceId: p.listingId, outcome: "admitted" }),
    ]);
    const text = JSON.stringify(body);
    for (const id of [p.client.account.user.id, p.guest.user.id]) expect(text).not.toContain(id);
  });

  it("gives the client their door role, devices and sign-ins, and no credential", async () => {
    const body = await bodyOf(p.client);
    expect(body.doorHelpers).toEqual([
      expect.objectContaining({ role: "helper", name: "Pat's Studio Q7" }),
    ]);
    expect(body.doorScans).toHaveLength(1);
    expect(body.pushSubscriptions).toEqual([
      expect.objectContaining({ endpointHost: "push.example" }),
    ]);
    // The device that pushed (sync-helpers' client id), and REST writes' own.
    expect(body.devices).toContainEqual(
      expect.objectContaining({ clientId: "0197a000-0000-7000-8000-000000000001" }),
    );
    expect(body.sessions).toEqual([
      expect.objectContaining({ createdAt: expect.any(String), expiresAt: expect.any(String) }),
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/vic-endpoint-path|k-q7|a-q7|scrypt|cw1\./);
    for (const other of [p.partner.account.user.id, p.professional.account.user.id]) {
      expect(text).not.toContain(other);
    }
    expect(text).not.toContain(p.guest.user.id);
    expect(text).not.toContain("guest-k2");
  });
});

describe("GET /api/users/:id/export.csv", () => {
  it("answers one table as UTF-8 CSV with a byte-order mark and a file name", async () => {
    await push1(t, rita, "mood.log", {
      id: uuidv7(),
      mood: "joyful",
      intensity: 7,
      notes: "Ä, ok",
    });
    const res = await csvOf(rita, "moods");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="culturewell-moods-2025-06-02.csv"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, line] = text.slice(1).split("\r\n");
    expect(header).toBe(EXPORT_COLUMNS.moods.join(","));
    // experienceId and moment empty: an ordinary check-in.
    expect(line).toMatch(/^[0-9a-f-]{36},joyful,7,"Ä, ok",,,2025-06-02T09:00:00.000Z$/);
  });

  it("without a table answers the profile; every table has its file", async () => {
    const profile = await csvOf(rita);
    expect(profile.headers.get("content-disposition")).toContain("culturewell-profile-");
    expect((await profile.text()).split("\r\n")[1]).toContain(rita.user.id);
    for (const table of EXPORT_TABLES) {
      const res = await csvOf(rita, table);
      expect(res.status, table).toBe(200);
      // text() decodes as UTF-8 and drops the byte-order mark.
      expect((await res.text()).split("\r\n")[0], table).toBe(EXPORT_COLUMNS[table].join(","));
    }
  });

  it("puts an apostrophe before text a spreadsheet would run; numbers stay numbers", async () => {
    const cells = ['=HYPERLINK("http://evil.example","click")', "+1", "-2+3", "@SUM(A1:A9)"];
    const led = ["\tTabbed", "\rReturned"];
    await t.db.write(async (tx) => {
      for (const [i, notes] of [...cells, ...led].entries()) {
        await tx.insert(moodEntries).values({
          id: uuidv7(),
          userId: rita.user.id,
          mood: "calm",
          intensity: 5,
          context: notes,
          createdAt: `2025-06-01T10:0${i}:00.000Z`,
        });
      }
      await tx.insert(userInteractions).values({
        id: uuidv7(),
        userId: rita.user.id,
        experienceId: w.listingId,
        interactionType: "feedback",
        rating: -2,
        feedback: "-2",
        createdAt: t.clock().toISOString(),
      });
    });
    const moods = (await (await csvOf(rita, "moods")).text()).split("\r\n");
    const notes = moods.slice(1, -1).map((line) => line.split(",").slice(3, -3).join(","));
    expect(notes).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
      "'+1",
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\tTabbed",
      `"'\rReturned"`,
    ]);
    const feedback = (await (await csvOf(rita, "feedback")).text()).split("\r\n")[1] ?? "";
    // rating -2 is a number, unguarded; the feedback text "-2" is text, guarded.
    expect(feedback).toContain(",feedback,-2,'-2,");
  });

  it("refuses a caller without a token (401), another user (403) and an unknown table (400)", async () => {
    const anonymous = await csvOf(rita, "moods", null);
    expect(anonymous.status).toBe(401);
    const other = await csvOf(rita, "moods", w.other);
    expect(other.status).toBe(403);
    expect(Object.keys((await other.json()) as Json)).toEqual(["code", "message"]);
    for (const table of ["users", "", "__proto__"]) {
      const unknown = await csvOf(rita, table);
      expect(unknown.status, table).toBe(400);
      const body = (await unknown.json()) as Json;
      expect(Object.keys(body)).toEqual(["code", "message"]);
      expect(body.code).toBe("list_invalid");
    }
  });
});
