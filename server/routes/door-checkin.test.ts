import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { checkins } from "../db/schema.ts";
import type { Account } from "../testing/accounts.ts";
import {
  cancel,
  listing,
  push1,
  quickAccount,
  register,
  registrationOf,
  scan,
} from "../testing/door-world.ts";
import { mutation, pullAll, pushAs, type QueuedMutation } from "../testing/sync-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
let ana: Account;
let experienceId: string;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  ana = await quickAccount(t, "ana");
  experienceId = await listing(t, w.partner, { date: START, maxParticipants: 1 });
  await register(t, ana, experienceId);
});
afterEach(() => t.close());

const START = "2025-07-01T17:00:00.000Z"; // 90 minutes: ends 18:30; the door opens at 14:00
const at = (time: string) => `2025-07-01T${time}:00.000Z`;
/** The server's time at the door: the experience is on, the door open (setup came before). */
const doorOpen = () => t.clock.set(new Date(at("17:05")));
const reg = () => registrationOf(t, ana.user.id, experienceId);
const regId = async () => (await reg())?.id ?? "";
/** A ticket's scans in door-time order (the order they were made in every test here). */
const scansOf = (registrationId: string) =>
  t.db
    .select()
    .from(checkins)
    .where(eq(checkins.registrationId, registrationId))
    .orderBy(checkins.scannedAt, checkins.id)
    .all();
const scanAna = async (
  time: string,
  staff: Account = w.partner,
  nonce = uuidv7(),
  deviceId = "door-a",
) =>
  scan(
    t,
    staff,
    { registrationId: await regId(), experienceId, scannedAt: at(time) },
    { id: nonce, deviceId, deviceName: `Device ${deviceId}` },
  );

/** A scan as a door device sends it: queued at its door time (the mutation's `createdAt`). */
const scanMadeAt = (fields: { registrationId: string; experienceId: string; scannedAt: string }) =>
  push1(
    t,
    w.partner,
    "checkin.record",
    { id: uuidv7(), deviceId: "door-a", deviceName: "Front door", ...fields },
    fields.scannedAt,
  );

describe("the door time a device sends", () => {
  /** A scan by door `deviceId`, made and sent at `time` by its own clock (the `scan` helper). */
  const doorScan = (deviceId: string, registrationId: string, time: string) =>
    scan(
      t,
      w.partner,
      { registrationId, experienceId, scannedAt: at(time) },
      { id: uuidv7(), deviceId, deviceName: null },
    );

  it("must be a real calendar date", async () => {
    doorOpen();
    const sent = await push1(t, w.partner, "checkin.record", {
      id: uuidv7(),
      registrationId: await regId(),
      experienceId,
      deviceId: "door-a",
      scannedAt: "2026-02-30T10:00:00Z",
    });
    expect(sent).toMatchObject({
      status: "rejected",
      error: { errors: { scannedAt: "scanned_at_invalid" } },
    });
    expect(await scansOf(await regId())).toEqual([]);
  });

  it.each([
    ["far ahead", "2199-12-31T23:59:59.000Z"],
    ["long ago", "2000-01-01T00:00:00.000Z"],
    ["an hour off the change's own time", "2025-07-01T16:05:00.000Z"],
  ])("is replaced by the change's trusted time when %s", async (_name, scannedAt) => {
    doorOpen();
    const registrationId = await regId();
    const sent = await push1(t, w.partner, "checkin.record", {
      id: uuidv7(),
      registrationId,
      experienceId,
      deviceId: "door-a",
      scannedAt,
    });
    expect(sent.status).toBe("applied");
    expect((await scansOf(registrationId)).map((r) => r.scannedAt)).toEqual([at("17:05")]);
    expect(await reg()).toMatchObject({ status: "attended", attendedAt: at("17:05") });
  });

  it("cannot take an admission over with an early time from a door that synced since", async () => {
    doorOpen();
    const registrationId = await regId();
    // Door X admits at 16:55 and syncs; door Y has pushed at 17:05 too (another ticket).
    expect((await doorScan("door-x", registrationId, "16:55")).status).toBe("applied");
    await doorScan("door-y", uuidv7(), "17:05"); // a ticket not on the list: a push all the same
    t.clock.set(new Date(at("17:20")));
    // Door Y now claims 15:00 for a scan of the same ticket, clock and scan alike.
    expect((await doorScan("door-y", registrationId, "15:00")).status).toBe("applied");
    const rows = await scansOf(registrationId);
    expect(rows.map((r) => [r.scannedAt, r.outcome])).toEqual([
      [at("16:55"), "admitted"],
      [at("17:20"), "duplicate"],
    ]);
    expect(await reg()).toMatchObject({ attendedAt: at("16:55") });
  });

  it("before the door opens, from a door that never synced, is refused as too early", async () => {
    doorOpen();
    const registrationId = await regId();
    expect((await doorScan("door-x", registrationId, "13:00")).status).toBe("applied");
    expect((await scansOf(registrationId)).map((r) => [r.outcome, r.reason])).toEqual([
      ["refused", "too_early"],
    ]);
    expect(await reg()).toMatchObject({ status: "registered", attendedAt: null });
  });
});

describe("checkin.record", () => {
  it("admits: attended at the door time; the scan to door staff, the registration to its owner", async () => {
    t.clock.set(new Date(at("17:05")));
    expect((await scanAna("16:55")).status).toBe("applied");
    expect(await reg()).toMatchObject({ status: "attended", attendedAt: at("16:55") });
    const door = await pullAll(t, w.partner);
    const [row] = await scansOf(await regId());
    expect(door.rows.get(`checkin:${row?.id}`)).toMatchObject({
      outcome: "admitted",
      reason: null,
      scannedBy: w.partner.user.id,
      deviceName: "Device door-a",
    });
    expect(door.rows.get(`attendee:${await regId()}`)).toMatchObject({
      status: "attended",
      attendedAt: at("16:55"),
      checkedInBy: "Device door-a",
      name: "ana Test",
    });
    const mine = await pullAll(t, ana);
    expect(mine.rows.get(`registration:${await regId()}`)).toMatchObject({ status: "attended" });
    expect([...mine.rows.keys()].some((k) => k.startsWith("checkin:"))).toBe(false);
  });

  it.each([
    ["the earlier door time arrives first", ["16:50", "16:58"]],
    ["the earlier door time arrives last", ["16:58", "16:50"]],
  ])(
    "two devices, one ticket (%s): one admitted, one duplicate, attended once at the earliest time",
    async (_name, times) => {
      doorOpen();
      const [first = "", second = ""] = times;
      const a = await scanAna(first, w.partner, uuidv7(), "door-a");
      const b = await scanAna(second, w.partner, uuidv7(), "door-b");
      expect([a.status, b.status]).toEqual(["applied", "applied"]);
      const rows = await scansOf(await regId());
      expect(rows.map((r) => [r.scannedAt, r.outcome, r.reason]).sort()).toEqual([
        [at("16:50"), "admitted", null],
        [at("16:58"), "duplicate", "already_checked_in"],
      ]);
      expect(await reg()).toMatchObject({ status: "attended", attendedAt: at("16:50") });
      // The door list shows both scans with their final outcome.
      const door = await pullAll(t, w.partner);
      for (const r of rows)
        expect(door.rows.get(`checkin:${r.id}`)).toMatchObject({ outcome: r.outcome });
    },
  );

  it("the same nonce again is the same row: nothing changes", async () => {
    doorOpen();
    const nonce = uuidv7();
    await scanAna("16:50", w.partner, nonce);
    const before = await scansOf(await regId());
    expect((await scanAna("16:50", w.partner, nonce)).status).toBe("applied");
    expect(await scansOf(await regId())).toEqual(before);
    // The same nonce naming another ticket is a different scan: refused, not merged.
    const other = await scan(
      t,
      w.partner,
      {
        registrationId: uuidv7(),
        experienceId,
        scannedAt: at("16:51"),
      },
      { id: nonce, deviceId: "door-a", deviceName: null },
    );
    expect(other).toMatchObject({ status: "rejected", error: { code: "id_in_use" } });
  });

  it("refuses what the door rule refuses, and keeps every such scan", async () => {
    const ben = await quickAccount(t, "ben");
    await register(t, ben, experienceId); // full: waitlisted
    const elsewhere = await listing(t, w.partner, { date: START });
    const cai = await quickAccount(t, "cai");
    await register(t, cai, elsewhere);
    await cancel(t, ana, experienceId); // ben is promoted; ana cancelled
    const dan = await quickAccount(t, "dan");
    await register(t, dan, experienceId); // waitlisted
    doorOpen();
    const cases = [
      [await regId(), "cancelled"],
      [(await registrationOf(t, dan.user.id, experienceId))?.id, "waitlisted"],
      [(await registrationOf(t, cai.user.id, elsewhere))?.id, "wrong_event"],
      [uuidv7(), "not_on_list"],
    ] as const;
    for (const [registrationId, reason] of cases) {
      const result = await scan(t, w.partner, {
        registrationId: registrationId ?? "",
        experienceId,
        scannedAt: at("16:55"),
      });
      expect(result.status, reason).toBe("applied");
      expect(await scansOf(registrationId ?? "")).toEqual([
        expect.objectContaining({ outcome: "refused", reason, experienceId }),
      ]);
    }
    expect((await reg())?.status).toBe("cancelled");
    expect((await registrationOf(t, dan.user.id, experienceId))?.status).toBe("waitlisted");
  });

  it("a no-show becomes attended by a scan made before the end that syncs late; after the end it is refused", async () => {
    const ben = await quickAccount(t, "ben");
    const big = await listing(t, w.partner, { date: START, maxParticipants: 5 });
    await register(t, ana, big);
    await register(t, ben, big);
    t.clock.set(new Date(at("19:00"))); // ended at 18:30
    await pullAll(t, w.partner); // a pull settles the no-shows first
    const anaReg = await registrationOf(t, ana.user.id, big);
    const benReg = await registrationOf(t, ben.user.id, big);
    expect([anaReg?.status, benReg?.status]).toEqual(["no_show", "no_show"]);
    // Each queued by the door at its door time, as a device does; both sync at 19:00.
    await scanMadeAt({
      registrationId: anaReg?.id ?? "",
      experienceId: big,
      scannedAt: at("18:10"),
    });
    await scanMadeAt({
      registrationId: benReg?.id ?? "",
      experienceId: big,
      scannedAt: at("18:40"),
    });
    expect(await registrationOf(t, ana.user.id, big)).toMatchObject({
      status: "attended",
      attendedAt: at("18:10"),
    });
    expect((await registrationOf(t, ben.user.id, big))?.status).toBe("no_show");
    expect(await scansOf(benReg?.id ?? "")).toEqual([
      expect.objectContaining({ outcome: "refused", reason: "ended" }),
    ]);
    const exp = (await pullAll(t, null)).rows.get(`experience:${big}`);
    expect(exp).toMatchObject({ placesTaken: 1 }); // attended holds a place again, no-show not
  });
});

describe("the door's hours (from 3 hours before the start until the end)", () => {
  /** A scan as the door's outbox sends it: queued at its door time. */
  const scanQueued = async (scannedAt: string, nonce = uuidv7()) =>
    mutation(
      "checkin.record",
      {
        id: nonce,
        registrationId: await regId(),
        experienceId,
        scannedAt,
        deviceId: "door-a",
        deviceName: "Front door",
      },
      scannedAt,
    );
  const send = async (queued: QueuedMutation) => {
    const { status, body } = await pushAs(t, w.partner, [queued]);
    expect(status).toBe(200);
    return body.results[0];
  };

  it("refuses a scan made before the door opens, keeps it once, and admits from the opening", async () => {
    t.clock.set(new Date(at("14:01")));
    const nonce = uuidv7();
    const early = await scanQueued(at("13:59"), nonce);
    expect(await send(early)).toMatchObject({ status: "applied" });
    expect(await scansOf(await regId())).toEqual([
      expect.objectContaining({ id: nonce, outcome: "refused", reason: "too_early" }),
    ]);
    expect(await reg()).toMatchObject({ status: "registered", attendedAt: null });

    // The same mutation again (a lost answer, a retry): its stored answer, nothing changes.
    const before = { scans: await scansOf(await regId()), door: await pullAll(t, w.partner) };
    expect(await send(early)).toMatchObject({ status: "applied" });
    expect(await scansOf(await regId())).toEqual(before.scans);
    expect((await pullAll(t, w.partner, before.door.cursor)).rows.size).toBe(0);
    expect((await reg())?.status).toBe("registered");

    // The refused scan takes nothing from a scan made once the door opened.
    const opening = await scanQueued(at("14:00"));
    expect(await send(opening)).toMatchObject({ status: "applied" });
    expect(await reg()).toMatchObject({ status: "attended", attendedAt: at("14:00") });
    expect((await scansOf(await regId())).map((r) => [r.scannedAt, r.outcome, r.reason])).toEqual([
      [at("13:59"), "refused", "too_early"],
      [at("14:00"), "admitted", null],
    ]);
  });

  it("judges the time the device made the scan, never later than the server got it", async () => {
    // A door whose clock runs a month ahead (the server's is at 2025-06-02): too early.
    const ahead = await scanQueued(at("17:05"));
    expect(await send(ahead)).toMatchObject({ status: "applied" });
    expect(await scansOf(await regId())).toEqual([
      expect.objectContaining({ outcome: "refused", reason: "too_early" }),
    ]);
    expect((await reg())?.status).toBe("registered");
  });

  it("refuses a scan made at or after the end, and a repeat after it, keeping both", async () => {
    const ben = await quickAccount(t, "ben");
    const big = await listing(t, w.partner, { date: START, maxParticipants: 5 });
    await register(t, ben, big);
    t.clock.set(new Date(at("17:05")));
    await send(await scanQueued(at("17:01")));
    expect((await reg())?.status).toBe("attended");
    t.clock.set(new Date(at("18:30"))); // the end
    const benReg = await registrationOf(t, ben.user.id, big);
    const late = await scanMadeAt({
      registrationId: benReg?.id ?? "",
      experienceId: big,
      scannedAt: at("18:30"),
    });
    expect(late.status).toBe("applied");
    expect((await registrationOf(t, ben.user.id, big))?.status).toBe("no_show");
    expect(await scansOf(benReg?.id ?? "")).toEqual([
      expect.objectContaining({ outcome: "refused", reason: "ended" }),
    ]);
    t.clock.set(new Date(at("18:50")));
    expect(await send(await scanQueued(at("18:45")))).toMatchObject({ status: "applied" });
    expect(await reg()).toMatchObject({ status: "attended", attendedAt: at("17:01") });
    expect((await scansOf(await regId())).map((r) => [r.outcome, r.reason])).toEqual([
      ["admitted", null],
      ["refused", "ended"],
    ]);
  });
});

describe("who may scan", () => {
  it("the creator and their named helpers; not another partner, not a removed helper", async () => {
    doorOpen();
    const helper = await quickAccount(t, "helper");
    const rival = await quickAccount(t, "rival", "cultural_partner");
    const row = uuidv7();
    await push1(t, w.partner, "doorHelper.add", { id: row, username: "HELPER" });
    expect((await scanAna("16:50", helper)).status).toBe("applied");
    expect((await scanAna("16:51", w.partner)).status).toBe("applied");
    for (const intruder of [rival, w.individual]) {
      expect(await scanAna("16:52", intruder)).toMatchObject({
        status: "rejected",
        error: { code: "door_staff_only" },
      });
    }
    await push1(t, w.partner, "doorHelper.remove", { id: row });
    expect(await scanAna("16:53", helper)).toMatchObject({
      status: "rejected",
      error: { code: "door_staff_only" },
    });
    expect((await scansOf(await regId())).map((r) => r.outcome)).toEqual(["admitted", "duplicate"]);
  });
});
