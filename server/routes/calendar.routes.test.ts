import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { call, englishOf } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const me = () => `/api/users/${w.individual.user.id}`;
const event = (patch: Record<string, unknown> = {}) => ({
  userId: w.other.user.id,
  title: "Sketching in the park",
  description: "Bring pencils",
  startTime: "2025-06-10T16:00:00.000Z",
  endTime: "2025-06-10T18:00:00.000Z",
  location: "Esplanade",
  category: "visual-arts",
  eventType: "custom",
  ...patch,
});
const create = (body: unknown) =>
  call(t, "POST", "/api/calendar-events", { auth: w.individual.auth, body });

describe("POST /api/calendar-events", () => {
  it("refuses a start far outside the years 1900-2200 (400 start_time_invalid)", async () => {
    const { status, body } = await create(event({ startTime: "+275760-09-13T00:00:00.000Z" }));
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({ startTime: "start_time_invalid" });
  });

  it("creates the event in the caller's calendar (201)", async () => {
    const { status, body } = await create(event());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      userId: w.individual.user.id,
      title: "Sketching in the park",
      startTime: "2025-06-10T16:00:00.000Z",
      category: "visual-arts",
      eventType: "custom",
      experienceId: null,
    });
  });

  it("defaults the category to 'personal'; an experience event links its experience", async () => {
    const { body } = await create(
      event({ category: "", eventType: "experience", experienceId: w.listingId }),
    );
    expect(body).toMatchObject({
      category: "personal",
      eventType: "experience",
      experienceId: w.listingId,
    });
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ startTime: "" }, "startTime", "Start time is required"],
    [{ startTime: "next tuesday" }, "startTime", "Invalid start time"],
    [{ endTime: "2025-13-45T99:00" }, "endTime", "Invalid end time"],
    [{ endTime: "2025-06-10T15:00:00.000Z" }, "endTime", "End time must be after the start time"],
    [{ eventType: "experience" }, "experienceId", "An experience event needs its experience"],
  ])("refuses %j: 400 %s '%s'", async (patch, field, message) => {
    const res = await create(event(patch));
    expect(res.status).toBe(400);
    expect(englishOf(res.body.errors[field])).toBe(message);
  });

  it("404 when the linked experience does not exist", async () => {
    const res = await create(event({ eventType: "experience", experienceId: uuidv7() }));
    expect(res.status).toBe(404);
  });
});

describe("calendar lists", () => {
  it("lists the caller's events by start time", async () => {
    await create(
      event({ title: "Later", startTime: "2025-06-20T10:00Z", endTime: "2025-06-20T11:00Z" }),
    );
    await create(event({ title: "Sooner" }));
    const { body } = await call(t, "GET", `${me()}/calendar-events`, { auth: w.individual.auth });
    expect(body.map((e: { title: string }) => e.title)).toEqual(["Sooner", "Later", "World walk"]);
  });

  it("upcoming experiences: the caller's registered future experiences, soonest first", async () => {
    const upcoming = async () =>
      (await call(t, "GET", `${me()}/upcoming-experiences`, { auth: w.individual.auth })).body;
    const seeded = (await upcoming()).map((e: { id: string }) => e.id); // db/seed-partner.ts
    const past = await call(t, "POST", "/api/experiences", {
      auth: w.partner.auth,
      body: experienceBody({ date: "2025-05-01T10:00:00.000Z" }),
    });
    for (const id of [w.listingId, w.seededId, past.body.id]) {
      await call(t, "POST", "/api/user-experiences", {
        auth: w.individual.auth,
        body: { experienceId: id },
      });
    }
    const body = await upcoming();
    const ids = body.map((e: { id: string }) => e.id);
    expect(new Set(ids)).toEqual(new Set([...seeded, w.listingId, w.seededId]));
    const dates = body.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(body[0]).toHaveProperty("imageUrl");
  });
});
