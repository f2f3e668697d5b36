import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Account } from "../testing/accounts.ts";
import {
  countersOf,
  listing,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { call } from "../testing/http.ts";
import { pullAll } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";
import { markNoShows, NO_SHOW_INTERVAL_MS, runNoShowTick, startNoShowJob } from "./no-shows.ts";

let t: TestApp;
let w: World;
let ana: Account;
let ben: Account;
let experienceId: string;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  ana = await quickAccount(t, "ana");
  ben = await quickAccount(t, "ben");
  experienceId = await listing(t, w.partner, { date: START, duration: 90 });
  await register(t, ana, experienceId);
  await register(t, ben, experienceId);
  t.clock.set(new Date(START)); // the door is open (3 hours before the start until the end)
  await scan(t, w.partner, { registrationId: await idOf(ana), experienceId, scannedAt: START });
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const START = "2025-07-01T17:00:00.000Z";
const END = Date.parse(START) + 90 * 60_000;
const idOf = async (a: Account) => (await registrationOf(t, a.user.id, experienceId))?.id ?? "";
const statuses = async () => {
  const out: (string | undefined)[] = [];
  for (const a of [ana, ben]) out.push((await registrationOf(t, a.user.id, experienceId))?.status);
  return out;
};

describe("no-shows", () => {
  it("nothing changes before the end; at the end the unscanned become no_show, once", async () => {
    t.clock.set(new Date(END - 1));
    await markNoShows(t.db, t.clock()); // the seed's earlier listings end before this one
    expect(await statuses()).toEqual(["attended", "registered"]);
    t.clock.set(new Date(END));
    await pullAll(t, ben); // a pull settles the no-shows before it reads
    expect(await statuses()).toEqual(["attended", "no_show"]);
    expect(await markNoShows(t.db, t.clock())).toBe(0); // idempotent
    expect((await countersOf(t, experienceId)).stored).toEqual({
      placesTaken: 1,
      waitlistCount: 0,
    });
  });

  it("the owner, the door staff and everyone (the experience's figures) are told", async () => {
    const owner = await pullAll(t, ben);
    const door = await pullAll(t, w.partner);
    const visitor = await pullAll(t, null);
    t.clock.set(new Date(END + 60_000));
    await markNoShows(t.db, t.clock());
    const benId = await idOf(ben);
    expect((await pullAll(t, ben, owner.cursor)).rows.get(`registration:${benId}`)).toMatchObject({
      status: "no_show",
    });
    expect((await pullAll(t, w.partner, door.cursor)).rows.get(`attendee:${benId}`)).toMatchObject({
      status: "no_show",
    });
    expect(
      (await pullAll(t, null, visitor.cursor)).rows.get(`experience:${experienceId}`),
    ).toMatchObject({ placesTaken: 1 });
  });

  it("the periodic job marks them every 5 minutes with the injected clock", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const errors: unknown[] = [];
    // The first run starts at once and reads the clock then (before the end): it marks nothing.
    const stop = startNoShowJob(t.db, t.clock, { onError: (e) => errors.push(e) });
    try {
      expect(await statuses()).toEqual(["attended", "registered"]);
      t.clock.set(new Date(END + 1000));
      vi.advanceTimersByTime(NO_SHOW_INTERVAL_MS - 1);
      expect(await statuses()).toEqual(["attended", "registered"]);
      vi.advanceTimersByTime(1);
      // The run is asynchronous: wait (on real timers) until its write has committed.
      await vi.waitFor(async () => expect(await statuses()).toEqual(["attended", "no_show"]), {
        timeout: 5000,
      });
      expect(errors).toEqual([]);
    } finally {
      stop();
    }
  });

  it("the partner's figures count no-shows as bookings, never the waiting list or cancellations", async () => {
    const stats = async () =>
      (
        await call(t, "GET", `/api/partners/${w.partner.user.id}/booking-stats`, {
          auth: w.partner.auth,
        })
      ).body;
    const before = await stats();
    const small = await listing(t, w.partner, { maxParticipants: 1 });
    const cai = await quickAccount(t, "cai");
    const dan = await quickAccount(t, "dan");
    await register(t, cai, small);
    await register(t, dan, small); // waitlisted: not a booking
    expect((await stats()).totalBookings).toBe(before.totalBookings + 1);
    t.clock.set(new Date(END));
    const after = await stats(); // settles ben's no-show first: still a booking
    expect(after.totalBookings).toBe(before.totalBookings + 1);
    expect(await statuses()).toEqual(["attended", "no_show"]);
  });
});

describe("the no-show job on several nodes", () => {
  it("a node starting after the end catches up at once; a second node in the same tick skips it", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    // Every node was down through the end: the first to start marks the no-shows at once.
    t.clock.set(new Date(END + 60 * 60_000));
    const b = await t.anotherNode();
    const errors: unknown[] = [];
    const stopA = startNoShowJob(t.db, t.clock, { onError: (e) => errors.push(e) });
    const stopB = startNoShowJob(b.db, t.clock, { onError: (e) => errors.push(e) });
    try {
      await vi.waitFor(async () => expect(await statuses()).toEqual(["attended", "no_show"]), {
        timeout: 5000,
      });
      await vi.waitFor(async () =>
        expect(await t.query("select * from job_ticks")).toHaveLength(1),
      );
      expect(await runNoShowTick(b.db, t.clock())).toEqual({ ran: false });
      expect(errors).toEqual([]);
    } finally {
      stopA();
      stopB();
    }
  });
});
