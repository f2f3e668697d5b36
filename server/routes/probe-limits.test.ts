import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { moodEntries, users } from "../db/schema.ts";
import { signUp } from "../testing/accounts.ts";
import { call } from "../testing/http.ts";
import { mutation, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// "Already exists" answers tell whether an address or name has an account, so they
// are limited like sign-in: enough for a person, too few to probe a list.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe("probing which e-mails and names exist", () => {
  it("limits e-mail changes on profile update: 10 answers, then 429 with Retry-After", async () => {
    const me = await signUp(t, "prober");
    const patch = (email: string) =>
      call(t, "PATCH", `/api/users/${me.user.id}`, { auth: me.auth, body: { email } });
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) seen.push((await patch(`taken-${i}@example.org`)).status);
    expect(seen.every((s) => s === 200)).toBe(true);
    const over = await patch("one-more@example.org");
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("too_many_attempts");
    // Saving other fields, or the same address again, is not a probe and stays possible.
    expect((await patch("taken-9@example.org")).status).toBe(200);
    const name = await call(t, "PATCH", `/api/users/${me.user.id}`, {
      auth: me.auth,
      body: { firstName: "Still fine" },
    });
    expect(name.status).toBe(200);
  });

  it("refuses only the over-budget e-mail change of a sync push, unrecorded, so it can pass later", async () => {
    const me = await signUp(t, "queued");
    const emails = Array.from({ length: 11 }, (_, i) =>
      mutation("profile.update", { email: `queued-${i}@example.org` }),
    );
    const batch = [
      mutation("mood.log", { id: uuidv7(), mood: "curious", intensity: 3 }),
      ...emails,
      mutation("mood.log", { id: uuidv7(), mood: "joyful", intensity: 7 }),
    ];
    const { status, body } = await pushAs(t, me, batch);
    expect(status).toBe(200);
    const over = emails[10];
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      ...Array(11).fill("applied"),
      "rejected",
      "applied",
    ]);
    expect(body.results[11]).toMatchObject({ id: over?.id, error: { code: "too_many_attempts" } });
    const moods = await t.db
      .select()
      .from(moodEntries)
      .where(eq(moodEntries.userId, me.user.id))
      .all();
    expect(moods).toHaveLength(2);
    const email = async () =>
      (await t.db.select().from(users).where(eq(users.id, me.user.id)).get())?.email;
    expect(await email()).toBe("queued-9@example.org");

    // The device keeps nothing of the refusal as an answer for good: once the hour has passed,
    // the same change (same id) applies.
    t.clock.advance(60 * 60 * 1000 + 1);
    const again = await pushAs(t, me, over ? [over] : []);
    expect(again.body.results).toEqual([{ id: over?.id, status: "applied" }]);
    expect(await email()).toBe("queued-10@example.org");
  });

  it("answers 409 for a taken e-mail within the budget and 429 past it", async () => {
    const me = await signUp(t, "prober2");
    const patch = (email: string) =>
      call(t, "PATCH", `/api/users/${me.user.id}`, { auth: me.auth, body: { email } });
    // demo-individual's address is taken; each try counts.
    const demo = "alex@culturewell.example";
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await patch(demo)).status);
    expect(answers.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it("limits sign-up's 'username taken' answers per IP", async () => {
    const body = (username: string) => ({
      username,
      password: "secret-pass",
      invitationCode: "CULTURE-2025",
    });
    const answers: number[] = [];
    for (const name of ["demo-individual", "demo-partner", "demo-professional"]) {
      for (let i = 0; i < 4; i++) {
        answers.push((await t.post("/api/auth/signup", body(name))).status);
      }
    }
    expect(answers.slice(0, 10).every((s) => s === 409)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
