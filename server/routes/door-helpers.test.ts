import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { users } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import { listing, push1, quickAccount, register, scan } from "../testing/door-world.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
let helper: Account;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  helper = await quickAccount(t, "Door.Helper");
});
afterEach(() => t.close());

const keysOf = (rows: Map<string, unknown>, entity: string) =>
  [...rows.keys()].filter((k) => k.startsWith(`${entity}:`)).sort();

/** A listing of the partner with one registration and one scan: door rows to share. */
async function doorActivity() {
  const experienceId = await listing(t, w.partner, {});
  const ana = await quickAccount(t, "ana");
  await register(t, ana, experienceId);
  const door = await pullAll(t, w.partner);
  const [attendeeKey] = keysOf(door.rows, "attendee").filter(
    (k) => (door.rows.get(k) as { experienceId: string }).experienceId === experienceId,
  );
  t.clock.set(new Date("2025-07-01T16:30:00.000Z")); // the door is open: the start is 17:00
  const scanned = await scan(t, w.partner, {
    registrationId: attendeeKey?.split(":")[1] ?? "",
    experienceId,
    scannedAt: t.clock().toISOString(),
  });
  expect(scanned.status).toBe("applied");
  return experienceId;
}

describe("doorHelper.add / doorHelper.remove", () => {
  it("adding a helper brings them every attendee and scan of the partner; removing takes them away", async () => {
    await doorActivity();
    const partnerView = await pullAll(t, w.partner);
    const before = await pullAll(t, helper);
    expect(keysOf(before.rows, "attendee")).toEqual([]);

    const id = uuidv7();
    const added = await push1(t, w.partner, "doorHelper.add", { id, username: "door.helper" });
    expect(added.status).toBe("applied");
    const after = await pullAll(t, helper, before.cursor);
    expect(keysOf(after.rows, "attendee")).toEqual(keysOf(partnerView.rows, "attendee"));
    expect(keysOf(after.rows, "checkin")).toEqual(keysOf(partnerView.rows, "checkin"));
    expect(keysOf(after.rows, "attendee").length).toBeGreaterThan(1); // the seed's too
    expect(after.rows.get(`doorHelper:${id}`)).toEqual({
      id,
      partnerId: w.partner.user.id,
      partnerName: "Riverside Arts Centre", // the seeded organisation profile
      helperId: helper.user.id,
      helperName: "Door.Helper", // the username the partner typed, never the real name
      createdAt: t.clock().toISOString(),
    });
    expect((await pullAll(t, w.partner)).rows.has(`doorHelper:${id}`)).toBe(true);

    // New door rows reach the helper as they happen.
    const later = await listing(t, w.partner, {});
    await register(t, await quickAccount(t, "ben"), later);
    const live = await pullAll(t, helper, after.cursor);
    expect(keysOf(live.rows, "attendee")).toHaveLength(1);

    expect((await push1(t, w.partner, "doorHelper.remove", { id })).status).toBe("applied");
    const gone = await pullAll(t, helper);
    expect(keysOf(gone.rows, "attendee")).toEqual([]);
    expect(keysOf(gone.rows, "checkin")).toEqual([]);
    expect(gone.rows.has(`doorHelper:${id}`)).toBe(false);
    // Removing twice (a second device) is harmless.
    expect((await push1(t, w.partner, "doorHelper.remove", { id })).status).toBe("applied");
  });

  it("naming the same person again returns the existing row", async () => {
    const first = uuidv7();
    await push1(t, w.partner, "doorHelper.add", { id: first, username: "door.helper" });
    const { cursor } = await pullAll(t, w.partner);
    const second = uuidv7();
    expect(
      (await push1(t, w.partner, "doorHelper.add", { id: second, username: "DOOR.HELPER" })).status,
    ).toBe("applied");
    const page = await pullAll(t, w.partner, cursor);
    expect(page.rows.has(`doorHelper:${second}`)).toBe(false);
    expect(page.rows.get(`doorHelper:${first}`)).toMatchObject({ helperId: helper.user.id });
  });

  it.each([
    ["an unknown username", () => w.partner, { username: "nobody-here" }, "user_not_found"],
    ["yourself", () => w.partner, { username: "demo-partner" }, "door_helper_self"],
    ["a non-partner", () => w.individual, { username: "door.helper" }, "partners_only"],
  ])("refuses %s", async (_name, who, args, code) => {
    expect(await push1(t, who(), "doorHelper.add", { id: uuidv7(), ...args })).toMatchObject({
      status: "rejected",
      error: { code },
    });
  });

  it("a partner removes only their own helper rows", async () => {
    const id = uuidv7();
    await push1(t, w.partner, "doorHelper.add", { id, username: "door.helper" });
    const rival = await quickAccount(t, "rival", "cultural_partner");
    expect(await push1(t, rival, "doorHelper.remove", { id })).toMatchObject({
      status: "rejected",
      error: { code: "not_found" },
    });
    expect((await pullAll(t, helper)).rows.has(`doorHelper:${id}`)).toBe(true);
  });
});

describe("partnerProfile.update", () => {
  const profile = {
    organisationName: "Clay & Co",
    venues: "Main studio\nYard\n",
    contactEmail: "hi@clay.example",
    website: "https://clay.example",
  };

  it("publishes the partner's profile to everyone, and renames them on their helper rows", async () => {
    const id = uuidv7();
    await push1(t, w.partner, "doorHelper.add", { id, username: "door.helper" });
    const { cursor } = await pullAll(t, helper);
    expect((await push1(t, w.partner, "partnerProfile.update", profile)).status).toBe("applied");
    const visitor = await pullAll(t, null);
    expect(visitor.rows.get(`partner:${w.partner.user.id}`)).toEqual({
      id: w.partner.user.id,
      organisationName: "Clay & Co",
      venues: ["Main studio", "Yard"],
      contactEmail: "hi@clay.example",
      contactPhone: null,
      website: "https://clay.example",
      description: null,
      accessibilityInfo: null,
      updatedAt: t.clock().toISOString(),
    });
    const page = await pullAll(t, helper, cursor);
    expect(page.rows.get(`doorHelper:${id}`)).toMatchObject({ partnerName: "Clay & Co" });
  });

  it("refuses anyone but a cultural partner (403 partners_only), and bad fields (400)", async () => {
    expect(await push1(t, w.professional, "partnerProfile.update", profile)).toMatchObject({
      status: "rejected",
      error: { code: "partners_only" },
    });
    expect(
      await push1(t, w.partner, "partnerProfile.update", { ...profile, website: "ftp://x" }),
    ).toMatchObject({
      status: "rejected",
      error: { errors: { website: "partner_website_invalid" } },
    });
  });
});

describe("naming a helper reveals no real name", () => {
  it("the partner's rows carry the helper's username, not their first and last name", async () => {
    await t.db.write(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: "Zaiga", lastName: "Kalnina" })
        .where(eq(users.id, helper.user.id));
    });
    const id = uuidv7();
    const added = await push1(t, w.partner, "doorHelper.add", { id, username: "door.helper" });
    expect(JSON.stringify(added)).not.toMatch(/Zaiga|Kalnina/);
    const page = await pullAll(t, w.partner);
    expect(page.rows.get(`doorHelper:${id}`)).toMatchObject({ helperName: "Door.Helper" });
    expect(JSON.stringify([...page.rows.values()])).not.toMatch(/Zaiga|Kalnina/);
  });
});

describe("probing which usernames exist", () => {
  it("counts every name a partner tries: 30 an hour, then too_many_attempts (not stored)", async () => {
    const outcomes = [];
    for (let i = 0; i < 31; i++) {
      outcomes.push(
        await push1(t, w.partner, "doorHelper.add", { id: uuidv7(), username: `nobody-${i}` }),
      );
    }
    expect(outcomes.slice(0, 30).every((o) => o.error?.code === "user_not_found")).toBe(true);
    expect(outcomes[30]).toMatchObject({
      status: "rejected",
      error: { code: "too_many_attempts" },
    });
  });
});

describe("names on the door list", () => {
  it("a participant's new name reaches the partner's attendee row", async () => {
    const experienceId = await listing(t, w.partner, {});
    const ana = await quickAccount(t, "ana");
    await register(t, ana, experienceId);
    const { cursor, rows } = await pullAll(t, w.partner);
    const key = keysOf(rows, "attendee").find(
      (k) => (rows.get(k) as { experienceId: string }).experienceId === experienceId,
    );
    expect(rows.get(key ?? "")).toMatchObject({ name: "ana Test" });
    await push1(t, ana, "profile.update", { firstName: "Ana", lastName: "Ozola" });
    const page = await pullAll(t, w.partner, cursor);
    expect(page.rows.get(key ?? "")).toMatchObject({ name: "Ana Ozola" });
  });
});
