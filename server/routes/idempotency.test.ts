import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { changeLog, contactMessages, moodEntries } from "../db/schema.ts";
import { call } from "../testing/http.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const logSize = async () => (await t.db.select({ n: count() }).from(changeLog).get())?.n;
const moods = () =>
  t.db.select().from(moodEntries).where(eq(moodEntries.userId, w.individual.user.id)).all();

describe("Idempotency-Key on REST writes", () => {
  it("the same key again answers the stored response and changes nothing", async () => {
    const key = uuidv7();
    const send = (intensity: number) =>
      call(t, "POST", "/api/mood-entries", {
        auth: w.individual.auth,
        headers: { "idempotency-key": key },
        body: { mood: "joyful", intensity },
      });
    const first = await send(4);
    const size = await logSize();
    t.clock.advance(5000);
    const again = await send(9);
    // The same id, as a receipt: the answer's personal fields are not kept (stored-outcomes.test.ts).
    expect(again).toEqual({
      status: first.status,
      body: { id: first.body.id, experienceId: null, createdAt: first.body.createdAt },
    });
    expect(await logSize()).toBe(size);
    expect(await moods()).toHaveLength(1);
  });

  it("a stored refusal is replayed too", async () => {
    const key = uuidv7();
    const send = () =>
      call(t, "POST", "/api/user-experiences", {
        auth: w.individual.auth,
        headers: { "idempotency-key": key },
        body: { experienceId: uuidv7() },
      });
    const first = await send();
    expect(first.status).toBe(404);
    expect(await send()).toEqual(first);
  });

  it("without a key, each request is its own write", async () => {
    for (let i = 0; i < 2; i++) {
      await call(t, "POST", "/api/mood-entries", {
        auth: w.individual.auth,
        body: { mood: "sad" },
      });
    }
    expect(await moods()).toHaveLength(2);
  });

  it("a key is shared with push mutation ids: the REST retry of a pushed mutation is a replay", async () => {
    const m = mutation("mood.log", { id: uuidv7(), mood: "curious", intensity: 5 });
    await pushAs(t, w.individual, [m]);
    const res = await call(t, "POST", "/api/mood-entries", {
      auth: w.individual.auth,
      headers: { "idempotency-key": m.id },
      body: { mood: "curious" },
    });
    expect(res.status).toBe(201);
    expect(await moods()).toHaveLength(1);
  });

  it("a key reused for a different kind of request is refused (409)", async () => {
    const key = uuidv7();
    await call(t, "POST", "/api/mood-entries", {
      auth: w.individual.auth,
      headers: { "idempotency-key": key },
      body: { mood: "sad" },
    });
    const res = await call(t, "POST", `/api/users/${w.individual.user.id}/favorites`, {
      auth: w.individual.auth,
      headers: { "idempotency-key": key },
      body: { experienceId: w.listingId },
    });
    expect(res).toEqual({
      status: 409,
      body: {
        code: "mutation_id_reused",
        message: "This id was already used for a different request",
      },
    });
  });

  it("refuses a key that is not a UUID (400)", async () => {
    const res = await call(t, "POST", "/api/mood-entries", {
      auth: w.individual.auth,
      headers: { "idempotency-key": "abc" },
      body: { mood: "sad" },
    });
    expect(res).toEqual({
      status: 400,
      body: { code: "idempotency_key_invalid", message: "Idempotency-Key must be a UUID" },
    });
  });

  it("works for a signed-in contact form submission", async () => {
    const key = uuidv7();
    const body = {
      name: "Alex",
      email: "a@example.com",
      subject: "Hi",
      message: "Ten letters or more.",
    };
    for (let i = 0; i < 2; i++) {
      const res = await call(t, "POST", "/api/contact", {
        auth: w.individual.auth,
        headers: { "idempotency-key": key },
        body,
      });
      expect(res.status).toBe(201);
    }
    expect(await t.db.select().from(contactMessages).all()).toHaveLength(1);
  });
});
