import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENTITY_SCHEMAS } from "#domain/entities/index.ts";
import { uuidv7 } from "#domain/ids.ts";
import {
  ENTITY_NAMES,
  type EntityName,
  PUBLIC_ENTITIES,
  pullResponseSchema,
} from "#domain/sync-protocol.ts";
import { audienceLogQuery } from "../db/change-log.ts";
import { userExperiences } from "../db/schema.ts";
import { mutation, pullAll, pullPage, pushAs } from "../testing/sync-helpers.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { testEngine } from "../testing/test-database.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterEach(() => t.close());

const entitiesOf = (rows: Map<string, unknown>) =>
  new Set([...rows.keys()].map((k) => k.split(":")[0]));

/** Some private activity of the individual: a mood, a favourite, a registration, an inquiry. */
async function individualActivity() {
  return pushAs(t, w.individual, [
    mutation("mood.log", { id: uuidv7(), mood: "lonely", intensity: 7 }),
    mutation("favorite.add", { id: uuidv7(), experienceId: w.listingId }),
    mutation("registration.create", { id: uuidv7(), experienceId: w.listingId }),
    mutation("inquiry.create", {
      id: uuidv7(),
      experienceId: w.listingId,
      name: "Alex",
      email: "alex@example.com",
      message: "Parking?",
    }),
    mutation("calendarEvent.create", {
      id: uuidv7(),
      title: "Walk",
      startTime: "2025-06-03T10:00:00Z",
      endTime: "2025-06-03T11:00:00Z",
    }),
    mutation("profile.update", { bio: "Now with a bio" }),
  ]);
}

describe("GET /api/sync/pull", () => {
  it("answers the protocol's shape; signed out, only public rows", async () => {
    await individualActivity();
    const page = await pullPage(t, null, 0, 1000);
    expect(v.is(pullResponseSchema, page)).toBe(true);
    const entities = new Set(page.changes.map((c: { entity: string }) => c.entity));
    expect([...entities].every((e) => PUBLIC_ENTITIES.includes(e as never))).toBe(true);
    expect(entities).toEqual(new Set(["experience", "moodRecommendation", "partner"]));
  });

  it("a signed-in user gets public rows and exactly their own private rows", async () => {
    await individualActivity();
    const mine = await pullAll(t, w.individual);
    expect(entitiesOf(mine.rows)).toEqual(
      new Set([
        "experience",
        "moodRecommendation",
        "partner",
        "moodEntry",
        "favorite",
        "registration",
        "inquiry",
        "calendarEvent",
        "profile",
        // The seeded demo referral: the demo participant is its client.
        "referral",
      ]),
    );
    for (const [key, data] of mine.rows) {
      if (PUBLIC_ENTITIES.includes(key.split(":")[0] as EntityName)) continue;
      const row = data as { userId?: string; clientId?: string };
      const owner = row.userId ?? row.clientId;
      expect(owner, key).toBe(w.individual.user.id);
    }
    const theirs = await pullAll(t, w.other);
    expect(entitiesOf(theirs.rows)).toEqual(
      new Set(["experience", "moodRecommendation", "partner", "profile"]),
    );
    expect(theirs.rows.get(`profile:${w.other.user.id}`)).toMatchObject({
      userId: w.other.user.id,
    });
    const text = JSON.stringify([...theirs.rows.values()]);
    expect(text).not.toContain(w.individual.user.id);
  });

  it("every pulled row is exactly its entity's wire schema, for every entity", async () => {
    await individualActivity();
    await pushAs(t, w.professional, [
      mutation("referral.create", { id: uuidv7(), clientName: "Sam", clientEmail: null }),
    ]);
    const registration = await t.db
      .select()
      .from(userExperiences)
      .where(eq(userExperiences.experienceId, w.listingId))
      .get();
    t.clock.set(new Date("2025-07-01T16:30:00.000Z")); // the listing's door is open
    const door = await pushAs(t, w.partner, [
      mutation("partnerProfile.update", { organisationName: "Clay Co", venues: "Studio\nYard" }),
      mutation("doorHelper.add", { id: uuidv7(), username: "other-user" }),
      mutation(
        "checkin.record",
        {
          id: uuidv7(),
          registrationId: registration?.id,
          experienceId: w.listingId,
          scannedAt: t.clock().toISOString(),
          deviceId: "door-1",
          deviceName: "Front door",
        },
        t.clock().toISOString(),
      ),
    ]);
    expect(door.body.results.map((r: { status: string }) => r.status)).toEqual([
      "applied",
      "applied",
      "applied",
    ]);
    await pushAs(t, w.individual, [
      mutation("eventReminder.set", {
        id: uuidv7(),
        experienceId: w.listingId,
        reminderType: "1d",
      }),
      // After the door check-in above: the visit's rating and its mood.
      mutation("feedback.submit", { id: uuidv7(), experienceId: w.listingId, rating: 5 }),
      mutation("mood.log", { id: uuidv7(), mood: "joyful", experienceId: w.listingId }),
    ]);
    const seen = new Set<string>();
    for (const account of [w.individual, w.partner, w.professional, w.other]) {
      for (const [key, data] of (await pullAll(t, account)).rows) {
        const entity = key.split(":")[0] as EntityName;
        seen.add(entity);
        const parsed = v.safeParse(ENTITY_SCHEMAS[entity], data);
        expect(
          parsed.issues?.map((i) => v.getDotPath(i)),
          key,
        ).toBeUndefined();
        // Nothing more than the schema declares: the client would drop it unread.
        expect(parsed.output, key).toEqual(data);
      }
    }
    expect(seen).toEqual(new Set(ENTITY_NAMES));
  });

  it("the own stream is the caller's private rows; with the public stream, all of a combined pull", async () => {
    await individualActivity();
    const combined = await pullAll(t, w.individual);
    const own = await pullAll(t, w.individual, 0, 4, "own");
    const pub = await pullAll(t, null, 0, 50);
    expect(own.pages).toBeGreaterThan(1);
    expect(
      [...own.rows.keys()].some((k) => PUBLIC_ENTITIES.includes(k.split(":")[0] as never)),
    ).toBe(false);
    expect(new Map([...pub.rows, ...own.rows])).toEqual(combined.rows);
    // Each stream's cursor is a seq of its own audience: the own one stops at the caller's last.
    expect(own.cursor).toBeLessThanOrEqual(combined.cursor);
    const after = await pullPage(t, w.individual, own.cursor, 50, "own");
    expect(after).toEqual({ changes: [], cursor: own.cursor, hasMore: false });
    // Nobody else's rows: another user's own stream holds only their profile.
    const theirs = await pullAll(t, w.other, 0, 50, "own");
    expect(entitiesOf(theirs.rows)).toEqual(new Set(["profile"]));
  });

  it("the own stream needs a session, and an unknown audience is refused", async () => {
    const anonymous = await t.app.request("/api/sync/pull?audience=own");
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ code: "auth_required" });
    const unknown = await t.app.request("/api/sync/pull?audience=everyone", {
      headers: w.individual.auth,
    });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ code: "invalid_input" });
    const anonymousUnknown = await t.app.request("/api/sync/pull?audience=everyone");
    expect(anonymousUnknown.status).toBe(400);
  });

  it("an inquiry reaches the sender and the listing's creator, nobody else", async () => {
    await individualActivity();
    const partner = await pullAll(t, w.partner);
    const inquiries = [...partner.rows.entries()].filter(([k]) => k.startsWith("inquiry:"));
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]?.[1]).toMatchObject({ name: "Alex", message: "Parking?" });
    const pro = await pullAll(t, w.professional);
    expect([...pro.rows.keys()].some((k) => k.startsWith("inquiry:"))).toBe(false);
  });

  it("pages by cursor: every page in seq order, the union equals one big pull", async () => {
    await individualActivity();
    const big = await pullAll(t, w.individual, 0, 1000);
    const small = await pullAll(t, w.individual, 0, 3);
    expect(small.pages).toBeGreaterThan(3);
    expect(small.rows).toEqual(big.rows);
    expect(small.cursor).toBe(big.cursor);
    const after = await pullPage(t, w.individual, big.cursor);
    expect(after).toEqual({ changes: [], cursor: big.cursor, hasMore: false });
  });

  it("sends the current row once per page, however often it changed", async () => {
    const { cursor } = await pullAll(t, w.partner);
    for (const title of ["One", "Two", "Three"]) {
      await t.app.request(`/api/experiences/${w.listingId}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...w.partner.auth },
        body: JSON.stringify(experienceBody({ title })),
      });
    }
    const page = await pullPage(t, w.partner, cursor);
    expect(page.changes).toHaveLength(1);
    expect(page.changes[0].data.title).toBe("Three");
    const rest = await json(await t.app.request(`/api/experiences/${w.listingId}`));
    expect(page.changes[0].data).toEqual(rest); // the REST shape, field for field
  });

  it("a removed favourite comes back as a tombstone", async () => {
    const favId = uuidv7();
    await pushAs(t, w.individual, [
      mutation("favorite.add", { id: favId, experienceId: w.listingId }),
    ]);
    const { cursor, rows } = await pullAll(t, w.individual);
    expect(rows.get(`favorite:${favId}`)).toMatchObject({ experienceId: w.listingId });
    await pushAs(t, w.individual, [mutation("favorite.remove", { experienceId: w.listingId })]);
    const page = await pullPage(t, w.individual, cursor);
    expect(page.changes).toEqual([{ entity: "favorite", op: "delete", id: favId }]);
  });

  it("a second favourite of the same experience from another device: its id is tombstoned", async () => {
    const first = uuidv7();
    const second = uuidv7();
    await pushAs(t, w.individual, [
      mutation("favorite.add", { id: first, experienceId: w.listingId }),
    ]);
    const { cursor } = await pullAll(t, w.individual);
    await pushAs(t, w.individual, [
      mutation("favorite.add", { id: second, experienceId: w.listingId }),
    ]);
    const page = await pullPage(t, w.individual, cursor);
    expect(page.changes).toEqual([
      { entity: "favorite", op: "delete", id: second },
      expect.objectContaining({ entity: "favorite", op: "upsert", id: first }),
    ]);
  });

  it("an expired or revoked token is a 401, not a silent public-only pull", async () => {
    const res = await t.app.request("/api/sync/pull", {
      headers: { authorization: "Bearer revoked-token" },
    });
    expect(res.status).toBe(401);
  });

  it("bad cursor or limit values fall back instead of failing", async () => {
    const res = await t.app.request("/api/sync/pull?cursor=abc&limit=-5");
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(page.changes).toHaveLength(1); // limit clamped to 1
    expect(page.hasMore).toBe(true);
  });

  // SQLite only: `explain query plan` and its wording are SQLite's. PostgreSQL's planner picks
  // a sequential scan for a test's handful of rows whatever the indexes, so there the plan of
  // a small database says nothing about the plan of a large one.
  it.runIf(testEngine.engine === "sqlite")(
    "reads change_log through the (audience, seq) index, one range scan per audience",
    async () => {
      for (const audience of ["public", w.individual.user.id]) {
        const query = audienceLogQuery(t.db, audience, 0, 501).toSQL();
        const plan = await t.query<{ detail: string }>(
          `explain query plan ${query.sql}`,
          ...query.params,
        );
        const details = plan.map((p) => p.detail).join("\n");
        expect(details, audience).toMatch(/USING INDEX change_log_audience_seq_idx/);
        expect(details, audience).not.toMatch(/SCAN change_log\b/);
      }
    },
  );
});
