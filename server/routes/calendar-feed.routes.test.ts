import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { calendarFeeds, userExperiences } from "../db/schema.ts";
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const feedApi = () => `/api/users/${w.individual.user.id}/calendar-feed`;
const makeLink = async () => {
  const res = await call(t, "POST", feedApi(), { auth: w.individual.auth });
  expect(res.status).toBe(201);
  return res.body as { secret: string; path: string; createdAt: string };
};
const fetchFeed = (path: string) => t.app.request(path);

/** The VEVENTs of a feed, as a real iCalendar parser reads them. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)),
  };
}

describe("feed secret", () => {
  it("is shown once, stored only as its SHA-256, and the status tells whether one is active", async () => {
    const before = await call(t, "GET", feedApi(), { auth: w.individual.auth });
    expect(before.body).toMatchObject({ active: true }); // the test world made one
    const { secret, path } = await makeLink();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/api/calendar/${secret}.ics`);
    const stored = await t.db.select().from(calendarFeeds).all();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.find((r) => r.userId === w.individual.user.id)?.secretHash).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it("rotation: the old link answers 404, the new one the calendar", async () => {
    const old = await makeLink();
    expect((await fetchFeed(old.path)).status).toBe(200);
    const fresh = await makeLink();
    expect((await fetchFeed(old.path)).status).toBe(404);
    expect((await fetchFeed(fresh.path)).status).toBe(200);
  });

  it("revocation: the link answers 404 and the status says no link", async () => {
    const { path } = await makeLink();
    const res = await call(t, "DELETE", feedApi(), { auth: w.individual.auth });
    expect(res.body).toEqual({ revoked: true });
    const gone = await fetchFeed(path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "calendar_feed_not_found" });
    expect((await call(t, "GET", feedApi(), { auth: w.individual.auth })).body).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it("an unknown secret is 404", async () => {
    expect((await fetchFeed(`/api/calendar/${"x".repeat(43)}.ics`)).status).toBe(404);
  });
});

describe("feed content", () => {
  it("holds the user's events and registered experiences, not cancelled or others' ones", async () => {
    // Only this test's rows: the demo participant comes with seeded registrations.
    await t.db.write(async (tx) => {
      await tx.delete(userExperiences).where(eq(userExperiences.userId, w.individual.user.id));
    });
    await call(t, "POST", "/api/calendar-events", {
      auth: w.individual.auth,
      body: {
        title: "Choir, songs; and \\ more",
        description: `Line one\nLine two — ${"ķirši un Հայերեն ".repeat(10)}`,
        startTime: "2030-03-01T18:00:00.000Z",
        endTime: "2030-03-01T20:00:00.000Z",
        location: "Hall 1, Riga",
      },
    });
    const dated = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({
        title: "Clay at ten",
        date: "2030-04-02T10:00:00.000Z",
        duration: 90,
      }),
    });
    await call(t, "POST", "/api/user-experiences", {
      auth: w.individual.auth,
      body: { id: uuidv7(), experienceId: dated.body.id },
    });
    // Written directly: the cancel and waiting-list flows belong to the registrations service.
    for (const [status, title] of [
      ["cancelled", "Cancelled one"],
      ["waitlisted", "Waiting one"],
    ] as const) {
      const listing = await call(t, "POST", "/api/experiences", {
        auth: w.partner.auth,
        body: experienceBody({ title, date: "2030-04-03T10:00:00.000Z" }),
      });
      await t.db.write(async (tx) => {
        await tx.insert(userExperiences).values({
          id: uuidv7(),
          userId: w.individual.user.id,
          experienceId: listing.body.id,
          status,
        });
      });
    }
    await call(t, "POST", "/api/calendar-events", {
      auth: w.other.auth,
      body: { title: "Not mine", startTime: "2030-03-01T18:00Z", endTime: "2030-03-01T19:00Z" },
    });
    const { path } = await makeLink();
    const res = await fetchFeed(path);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();

    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(text).toContain("X-PUBLISHED-TTL:PT1H\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const octets = text.split("\r\n").map((line) => new TextEncoder().encode(line).length);
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);

    const { calendar, events } = parseEvents(text);
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    const byTitle = new Map(events.map((e) => [e.summary, e]));
    expect([...byTitle.keys()].sort()).toEqual([
      "Choir, songs; and \\ more",
      "Clay at ten",
      "World walk",
    ]);
    const choir = byTitle.get("Choir, songs; and \\ more");
    expect(choir?.description).toBe(
      `Line one\nLine two — ${"ķirši un Հայերեն ".repeat(10)}`.trim(),
    );
    expect(choir?.location).toBe("Hall 1, Riga");
    expect(choir?.startDate.toJSDate().toISOString()).toBe("2030-03-01T18:00:00.000Z");
    expect(choir?.startDate.zone.tzid).toBe("UTC");
    const clay = byTitle.get("Clay at ten");
    expect(clay?.uid).toBe(`${dated.body.id}@culturewell`);
    expect(clay?.startDate.toJSDate().toISOString()).toBe("2030-04-02T10:00:00.000Z");
    expect(clay?.endDate.toJSDate().toISOString()).toBe("2030-04-02T11:30:00.000Z");
    for (const event of events) {
      expect(event.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    }
  });
});
