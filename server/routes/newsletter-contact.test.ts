import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, newsletterSubscriptions } from "../db/schema.ts";
import { englishOf } from "../testing/http.ts";
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
    expect(subscribers()).toHaveLength(0);
  });

  it("subscribes once; a repeat (any case) is a friendly 200", async () => {
    const first = await t.post("/api/newsletter/subscribe", { email: " Fan@Example.com " });
    expect(first.status).toBe(201);
    expect(await json(first)).toEqual({ message: "Thank you for subscribing to our newsletter." });
    const again = await t.post("/api/newsletter/subscribe", { email: "fan@example.COM" });
    expect(again.status).toBe(200);
    expect((await json(again)).message).toMatch(/already subscribed/);
    expect(subscribers().map((s) => s.email)).toEqual(["fan@example.com"]);
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
    const rows = t.db.select().from(contactMessages).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dana",
      inquiryType: "general",
      newsletter: false,
      organization: null,
    });
    expect(subscribers()).toHaveLength(0);
  });

  it("also subscribes when newsletter is true", async () => {
    const body = {
      ...valid,
      newsletter: true,
      inquiryType: "cultural-partner",
      organization: "Gallery",
    };
    expect((await t.post("/api/contact", body)).status).toBe(201);
    expect(subscribers().map((s) => s.email)).toEqual(["dana@example.com"]);
  });

  it("stores a visitor's message once per Idempotency-Key: a retry answers 200 and adds nothing", async () => {
    const key = "0190a6a4-1f2e-7c3d-8e4f-5a6b7c8d9e0f";
    const body = { ...valid, newsletter: true };
    const first = await t.post("/api/contact", body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    const again = await t.post("/api/contact", body, { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect((await json(again)).message).toBe((await json(first)).message);
    const rows = t.db.select().from(contactMessages).all();
    expect(rows.map((r) => r.id)).toEqual([key]);
    expect(subscribers()).toHaveLength(1);
    // Another key is another message.
    const other = { "idempotency-key": "0190a6a4-1f2e-7c3d-8e4f-5a6b7c8d9e10" };
    expect((await t.post("/api/contact", body, other)).status).toBe(201);
    expect(t.db.select({ n: count() }).from(contactMessages).get()?.n).toBe(2);
  });

  it("refuses a malformed Idempotency-Key without storing", async () => {
    const res = await t.post("/api/contact", valid, { "idempotency-key": "nope" });
    expect(res.status).toBe(400);
    expect(t.db.select({ n: count() }).from(contactMessages).get()?.n).toBe(0);
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
    expect(t.db.select({ n: count() }).from(contactMessages).get()?.n).toBe(0);
  });
});
