import { count } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { changeLog } from "../db/schema.ts";
import { resolveTicketKeys } from "../services/ticket-keys.ts";
import { verifyTicketToken } from "../services/ticket-tokens.ts";
import type { Account } from "../testing/accounts.ts";
import {
  cancel,
  countersOf,
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
} from "../testing/door-world.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, experienceBody, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
let people: Account[];
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  people = [];
  for (const name of ["ana", "ben", "cai", "dan"]) people.push(await quickAccount(t, name));
});
afterEach(() => t.close());

const START = "2025-07-01T17:00:00.000Z"; // experienceBody's date; 90 minutes long
const logSize = async () => (await t.db.select({ n: count() }).from(changeLog).get())?.n ?? 0;
const statusOf = async (a: Account, experienceId: string) =>
  (await registrationOf(t, a.user.id, experienceId))?.status;
const statusesOf = (accounts: Account[], experienceId: string) =>
  Promise.all(accounts.map((a) => statusOf(a, experienceId)));
const publicKey = async () => (await resolveTicketKeys(t.db, undefined)).publicKey;

async function smallListing(maxParticipants: number) {
  return listing(t, w.partner, { maxParticipants, date: START });
}

describe("registration.create", () => {
  it("gives a place while there is one, then the waiting list without a ticket", async () => {
    const id = await smallListing(2);
    const [ana, ben, cai] = people as [Account, Account, Account];
    for (const a of [ana, ben, cai]) expect((await register(t, a, id)).status).toBe("applied");
    expect(await statusesOf([ana, ben, cai], id)).toEqual([
      "registered",
      "registered",
      "waitlisted",
    ]);
    expect((await registrationOf(t, cai.user.id, id))?.ticketToken).toBeNull();
    const ticket = (await registrationOf(t, ana.user.id, id))?.ticketToken ?? "";
    expect(verifyTicketToken(await publicKey(), ticket)?.experienceId).toBe(id);
    expect((await countersOf(t, id)).stored).toEqual({ placesTaken: 2, waitlistCount: 1 });
    // Every device sees the figures: the experience is public and current.
    const visitor = await pullAll(t, null);
    expect(visitor.rows.get(`experience:${id}`)).toMatchObject({
      placesTaken: 2,
      waitlistCount: 1,
    });
  });
});

describe("registration.cancel", () => {
  it("before the start: cancelled, no ticket, and the first waiting person gets the place in the same write", async () => {
    const id = await smallListing(1);
    const [ana, ben, cai] = people as [Account, Account, Account];
    for (const a of [ana, ben, cai]) {
      await register(t, a, id);
      t.clock.advance(1000);
    }
    const before = await pullAll(t, ben);
    expect((await cancel(t, ana, id)).status).toBe("applied");

    expect(await registrationOf(t, ana.user.id, id)).toMatchObject({
      status: "cancelled",
      cancelledAt: t.clock().toISOString(),
      ticketToken: null,
    });
    const promoted = await registrationOf(t, ben.user.id, id);
    expect(promoted?.status).toBe("registered");
    expect(verifyTicketToken(await publicKey(), promoted?.ticketToken ?? "")).toEqual({
      registrationId: promoted?.id,
      experienceId: id,
    });
    expect(await statusOf(cai, id)).toBe("waitlisted");
    expect((await countersOf(t, id)).stored).toEqual({ placesTaken: 1, waitlistCount: 1 });
    // Ben's next pull brings his ticket; the partner's brings both attendee rows.
    const after = await pullAll(t, ben, before.cursor);
    expect(after.rows.get(`registration:${promoted?.id}`)).toMatchObject({
      status: "registered",
      ticketToken: promoted?.ticketToken,
    });
    const door = await pullAll(t, w.partner);
    expect(door.rows.get(`attendee:${promoted?.id}`)).toMatchObject({ status: "registered" });
    expect(
      door.rows.get(`attendee:${(await registrationOf(t, ana.user.id, id))?.id}`),
    ).toMatchObject({
      status: "cancelled",
    });
  });

  it("leaving the waiting list frees no place and promotes nobody", async () => {
    const id = await smallListing(1);
    const [ana, ben, cai] = people as [Account, Account, Account];
    for (const a of [ana, ben, cai]) await register(t, a, id);
    await cancel(t, ben, id);
    expect(await statusesOf([ana, ben, cai], id)).toEqual([
      "registered",
      "cancelled",
      "waitlisted",
    ]);
    expect((await countersOf(t, id)).stored).toEqual({ placesTaken: 1, waitlistCount: 1 });
  });

  it("after the start is refused (409 registration_not_cancellable), nothing changes", async () => {
    const id = await smallListing(5);
    const [ana] = people as [Account];
    await register(t, ana, id);
    t.clock.set(new Date(Date.parse(START) + 60_000));
    const size = await logSize();
    expect(await cancel(t, ana, id)).toMatchObject({
      status: "rejected",
      error: { code: "registration_not_cancellable" },
    });
    expect(await statusOf(ana, id)).toBe("registered");
    expect(await logSize()).toBe(size);
  });

  it("an offline cancellation made before the start counts, even when it syncs after", async () => {
    const id = await smallListing(5);
    const [ana] = people as [Account];
    await register(t, ana, id);
    t.clock.set(new Date(Date.parse(START) + 60_000));
    const madeBefore = new Date(Date.parse(START) - 60_000).toISOString();
    expect((await cancel(t, ana, id, madeBefore)).status).toBe("applied");
    expect(await registrationOf(t, ana.user.id, id)).toMatchObject({
      status: "cancelled",
      cancelledAt: madeBefore,
    });
  });

  it("without a registration: 404 registration_not_found", async () => {
    const id = await smallListing(5);
    expect(await cancel(t, people[0] as Account, id)).toMatchObject({
      status: "rejected",
      error: { code: "registration_not_found" },
    });
  });

  it("cancelling again (a second device's replay) is an applied no-op", async () => {
    const id = await smallListing(1);
    const [ana, ben] = people as [Account, Account];
    await register(t, ana, id);
    await register(t, ben, id);
    await cancel(t, ana, id);
    const size = await logSize();
    const counters = (await countersOf(t, id)).stored;
    expect((await cancel(t, ana, id)).status).toBe("applied");
    expect(await logSize()).toBe(size);
    expect((await countersOf(t, id)).stored).toEqual(counters);
    expect(await statusOf(ben, id)).toBe("registered");
  });
});

describe("registering again after a cancellation", () => {
  it("revives the same row: new registeredAt, no cancelledAt, a ticket again", async () => {
    const id = await smallListing(5);
    const [ana] = people as [Account];
    await register(t, ana, id);
    const first = await registrationOf(t, ana.user.id, id);
    await cancel(t, ana, id);
    t.clock.advance(60_000);
    const otherDeviceId = uuidv7();
    const { cursor } = await pullAll(t, ana);
    await push1(t, ana, "registration.create", { id: otherDeviceId, experienceId: id });
    const again = await registrationOf(t, ana.user.id, id);
    expect(again).toMatchObject({
      id: first?.id,
      status: "registered",
      cancelledAt: null,
      registeredAt: t.clock().toISOString(),
    });
    expect(verifyTicketToken(await publicKey(), again?.ticketToken ?? "")).not.toBeNull();
    // The other device's id is tombstoned; the server's row comes instead.
    const page = await pullAll(t, ana, cursor);
    expect(page.rows.has(`registration:${otherDeviceId}`)).toBe(false);
    expect(page.rows.get(`registration:${first?.id}`)).toMatchObject({ status: "registered" });
  });

  it("is open until the end (a latecomer still gets a ticket), refused after it (409 experience_ended)", async () => {
    const id = await smallListing(5);
    const [ana, ben, cai] = people as [Account, Account, Account];
    const end = Date.parse(START) + 90 * 60_000;
    t.clock.set(new Date(end - 60_000));
    expect((await register(t, ana, id)).status).toBe("applied");
    expect(await statusOf(ana, id)).toBe("registered");
    t.clock.set(new Date(end));
    const size = await logSize();
    expect(await register(t, ben, id)).toMatchObject({
      status: "rejected",
      error: { code: "experience_ended" },
    });
    expect(await statusOf(ben, id)).toBeUndefined();
    expect(await logSize()).toBe(size);
    // Made on a device before the end, synced after: it counts, like an offline cancellation.
    expect((await register(t, cai, id, new Date(end - 60_000).toISOString())).status).toBe(
      "applied",
    );
  });

  it("when full, goes to the end of the waiting list", async () => {
    const id = await smallListing(1);
    const [ana, ben, cai] = people as [Account, Account, Account];
    await register(t, ana, id);
    t.clock.advance(1000);
    await register(t, ben, id);
    t.clock.advance(1000);
    await register(t, cai, id);
    await cancel(t, ben, id);
    t.clock.advance(1000);
    await register(t, ben, id);
    expect((await countersOf(t, id)).stored).toEqual({ placesTaken: 1, waitlistCount: 2 });
    await cancel(t, ana, id);
    expect(await statusesOf([ben, cai], id)).toEqual(["waitlisted", "registered"]);
  });
});

describe("a larger capacity", () => {
  it("gives the new places to the people waiting, in order", async () => {
    const id = await smallListing(1);
    for (const a of people) {
      await register(t, a, id);
      t.clock.advance(1000);
    }
    const bigger = { id, ...experienceBody({ date: START, maxParticipants: 3 }) };
    expect((await push1(t, w.partner, "experience.update", bigger)).status).toBe("applied");
    expect(await statusesOf(people, id)).toEqual([
      "registered",
      "registered",
      "registered",
      "waitlisted",
    ]);
    expect((await countersOf(t, id)).stored).toEqual({ placesTaken: 3, waitlistCount: 1 });
  });
});
