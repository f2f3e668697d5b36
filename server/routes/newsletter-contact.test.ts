import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { contactMessages, newsletterSubscriptions } from "../db/schema.ts";
import { signUp } from "../testing/accounts.ts";
import { englishOf } from "../testing/http.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const subscribers = () => t.db.select().from(newsletterSubscriptions).all();

describe("POST /api/newsletter/subscribe", () => {
  it.each([
    [{ email: "" }, "Email required"],
    [{}, "Email required"],
    [{ email: "   " }, "Email required"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
  ])("refuses %j with 400 %s", async (body, message) => {
    const res = await t.post("/api/newsletter/subscribe", body);
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer).toMatchObject({ message });
    expect(englishOf(answer.errors.email)).toBe(message);
    expect(await subscribers()).toHaveLength(0);
  });

  it("subscribes once; a repeat (any case) gets the same answer, so nobody learns who is on the list", async () => {
    const thanks = { message: "Thank you for subscribing to our newsletter." };
    const first = await t.post("/api/newsletter/subscribe", { email: " Fan@Example.com " });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual(thanks);
    const again = await t.post("/api/newsletter/subscribe", { email: "fan@example.COM" });
    expect(again.status).toBe(201);
    expect(await json(again)).toEqual(thanks);
    expect((await subscribers()).map((s) => s.email)).toEqual(["fan@example.com"]);
  });

  it("holds a burst from one address to its budget: 20 sign-ups an hour, then 429 with Retry-After", async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.post("/api/newsletter/subscribe", { email: `burst-${i}@example.org` }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(5);
    expect((await json(refused[0] as Response)).code).toBe("too_many_attempts");
    expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await subscribers()).toHaveLength(20);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await t.post("/api/newsletter/subscribe", { email: "later@example.org" })).status).toBe(
      201,
    );
  });
});

describe("POST /api/contact", () => {
  const valid = {
    name: "Dana",
    email: "dana@example.com",
    organization: "",
    subject: "Partnership",
    message: "We run a community gallery and would like to join.",
  };

  it("stores the message with defaults and answers 201 {message}", async () => {
    const res = await t.post("/api/contact", valid);
    expect(res.status).toBe(201);
    expect(typeof (await json(res)).message).toBe("string");
    const rows = await t.db.select().from(contactMessages).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dana",
      inquiryType: "general",
      newsletter: false,
      organization: null,
    });
    expect(await subscribers()).toHaveLength(0);
  });

  it("also subscribes when newsletter is true", async () => {
    const body = {
      ...valid,
      newsletter: true,
      inquiryType: "cultural-partner",
      organization: "Gallery",
    };
    expect((await t.post("/api/contact", body)).status).toBe(201);
    expect((await subscribers()).map((s) => s.email)).toEqual(["dana@example.com"]);
  });

  it("stores a visitor's message once per Idempotency-Key: a retry answers 200 and adds nothing", async () => {
    const key = "0190a6a4-1f2e-7c3d-8e4f-5a6b7c8d9e0f";
    const body = { ...valid, newsletter: true };
    const first = await t.post("/api/contact", body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    const again = await t.post("/api/contact", body, { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect((await json(again)).message).toBe((await json(first)).message);
    const rows = await t.db.select().from(contactMessages).all();
    expect(rows.map((r) => r.id)).toEqual([key]);
    expect(await subscribers()).toHaveLength(1);
    // Another key is another message.
    const other = { "idempotency-key": "0190a6a4-1f2e-7c3d-8e4f-5a6b7c8d9e10" };
    expect((await t.post("/api/contact", body, other)).status).toBe(201);
    expect((await t.db.select({ n: count() }).from(contactMessages).get())?.n).toBe(2);
  });

  it("counts a visitor's messages per address (shared with the newsletter); a retry costs nothing", async () => {
    const key = (i: number) => ({
      "idempotency-key": `0190a6a4-1f2e-7c3d-8e4f-${String(i).padStart(12, "0")}`,
    });
    await t.post("/api/newsletter/subscribe", { email: "first@example.org" });
    const statuses: number[] = [];
    for (let i = 0; i < 19; i++)
      statuses.push((await t.post("/api/contact", valid, key(i))).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    // The budget is spent, but a retry of a stored message is still answered (200, nothing new).
    expect((await t.post("/api/contact", valid, key(3))).status).toBe(200);
    const over = await t.post("/api/contact", valid, key(99));
    expect(over.status).toBe(429);
    expect((await json(over)).code).toBe("too_many_attempts");
    expect((await t.db.select({ n: count() }).from(contactMessages).get())?.n).toBe(19);
  });

  it("refuses a malformed Idempotency-Key without storing", async () => {
    const res = await t.post("/api/contact", valid, { "idempotency-key": "nope" });
    expect(res.status).toBe(400);
    expect((await t.db.select({ n: count() }).from(contactMessages).get())?.n).toBe(0);
  });

  it.each([
    ["name", "", "Name is required"],
    ["email", "nope", "Valid email is required"],
    ["email", "", "Valid email is required"],
    ["subject", "  ", "Subject is required"],
    ["message", "too short", "Message must be at least 10 characters"],
    ["inquiryType", "spam", "Please choose an inquiry type"],
  ])("validates %s = %j", async (field, value, message) => {
    const res = await t.post("/api/contact", { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(englishOf((await json(res)).errors[field])).toBe(message);
    expect((await t.db.select({ n: count() }).from(contactMessages).get())?.n).toBe(0);
  });
});

describe("a signed-in user's forms", () => {
  it("are held to 30 an hour per account: the rest of a queued batch still applies", async () => {
    const me = await signUp(t, "chatty");
    const message = (i: number) =>
      mutation("contact.submit", {
        id: uuidv7(),
        name: "Chatty",
        email: "chatty@example.org",
        subject: `Note ${i}`,
        message: "A message long enough to pass.",
      });
    const batch = [
      ...Array.from({ length: 30 }, (_, i) => message(i)),
      message(30),
      mutation("newsletter.subscribe", { email: "chatty@example.org" }),
      mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 6 }),
    ];
    const { body } = await pushAs(t, me, batch);
    const statuses = body.results.map((r: { status: string }) => r.status);
    expect(statuses.slice(0, 30).every((s: string) => s === "applied")).toBe(true);
    expect(statuses.slice(30)).toEqual(["rejected", "rejected", "applied"]);
    expect(body.results[30].error.code).toBe("too_many_attempts");
    expect((await t.db.select({ n: count() }).from(contactMessages).get())?.n).toBe(30);
  });
});
