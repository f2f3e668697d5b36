import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import {
  type InProcessServer,
  type SignedIn,
  startInProcessServer,
} from "#testing/in-process-server.ts";
import { expectConverged } from "#testing/sync-assertions.ts";
import { createTestClient, type TestClient } from "#testing/sync-harness.ts";

/**
 * Two doors of one experience, offline, scanning overlapping tickets; then the life cycle's
 * waiting list seen from the participants' devices. The real engine against the real server.
 */

let server: InProcessServer;
beforeEach(async () => {
  server = await startInProcessServer();
  // The devices scan on the real clock; the server's agrees, so the door is open for both.
  server.setClock(new Date());
});
afterEach(() => server.close());

const MINUTE = 60_000;
const at = (base: number, minutes: number) => new Date(base + minutes * MINUTE).toISOString();

async function deviceOf(user: SignedIn): Promise<TestClient> {
  const client = createTestClient(server);
  await client.signIn(user);
  expect(await client.engine.sync()).toBe("synced");
  return client;
}

/** A listing by the partner starting in an hour, with room for `max`. */
async function listing(partner: TestClient, max: number): Promise<string> {
  const id = uuidv7();
  await partner.queue("experience.create", {
    id,
    title: "Evening choir",
    description: "An evening of song for everyone.",
    category: "music",
    price: 0,
    location: "Riga",
    venue: "Old Town Hall",
    date: new Date(Date.now() + 60 * MINUTE).toISOString(),
    imageUrl: "/images/music.jpg",
    wellbeingBenefit: "social-connection",
    maxParticipants: max,
  });
  expect(await partner.engine.sync()).toBe("synced");
  return id;
}

async function register(user: SignedIn, experienceId: string) {
  const device = await deviceOf(user);
  await device.queue("registration.create", { id: uuidv7(), experienceId });
  expect(await device.engine.sync()).toBe("synced");
  const row = await device.db.registrations.where({ userId: user.userId, experienceId }).first();
  if (!row) throw new Error("registration missing");
  return { device, registration: row };
}

describe("two doors offline", () => {
  it.each([
    ["front door first", ["front", "side"] as const],
    ["side door first", ["side", "front"] as const],
  ])("one attended per ticket, duplicates reported, nothing lost (%s)", async (_, order) => {
    const partnerUser = await server.login("demo-partner");
    const partner = await deviceOf(partnerUser);
    const experienceId = await listing(partner, 10);

    const helperUser = await server.signUp(`door-helper-${order[0]}`);
    await partner.queue("doorHelper.add", { id: uuidv7(), username: helperUser.username });
    expect(await partner.engine.sync()).toBe("synced");

    const ana = await register(await server.signUp(`ana-${order[0]}`), experienceId);
    const ben = await register(await server.signUp(`ben-${order[0]}`), experienceId);

    // Both doors download the list, then lose the signal.
    const front = partner;
    expect(await front.engine.sync()).toBe("synced");
    const side = await deviceOf(helperUser);
    expect(await side.db.attendees.where({ experienceId }).count()).toBe(2);
    expect(await front.db.attendees.where({ experienceId }).count()).toBe(2);

    // The doors scan after everything above reached the server (a device's clock is believed
    // only after its previous push: docs/privacy.md "Device time"); the server syncs them later.
    const base = Date.now() + MINUTE;
    server.setClock(new Date(base + 10 * MINUTE));
    const scan = async (
      door: TestClient,
      deviceId: string,
      registrationId: string,
      minute: number,
    ) => {
      const nonce = uuidv7();
      // A door writes the scan's time and the change's time from one clock reading.
      const queued = await door.queue(
        "checkin.record",
        {
          id: nonce,
          registrationId,
          experienceId,
          scannedAt: at(base, minute),
          deviceId,
          deviceName: deviceId,
        },
        new Date(at(base, minute)),
      );
      return { nonce, mutationId: queued.mutationId };
    };
    // Ana: front at :01, side at :02. Ben: side at :00 (first), front at :03.
    const scans = [
      await scan(front, "front", ana.registration.id, 1),
      await scan(front, "front", ben.registration.id, 3),
      await scan(side, "side", ana.registration.id, 2),
      await scan(side, "side", ben.registration.id, 0),
    ];
    // Each door alone believes it admitted the first scan it made of each ticket.
    expect(
      (await front.db.checkins.toArray()).filter((c) => c.outcome === "admitted"),
    ).toHaveLength(2);

    const doors = { front, side };
    for (const name of order) expect(await doors[name].engine.sync()).toBe("synced");
    for (const name of order) expect(await doors[name].engine.sync()).toBe("synced");

    const rows = await server.sql<{ id: string; outcome: string; scanned_at: string }>(
      "SELECT id, outcome, scanned_at FROM checkins WHERE experience_id = ? ORDER BY scanned_at",
      experienceId,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(scans.map((s) => s.nonce).sort());
    expect(rows.map((r) => r.outcome)).toEqual(["admitted", "admitted", "duplicate", "duplicate"]);

    const registrations = await server.sql<{ id: string; status: string; attended_at: string }>(
      "SELECT id, status, attended_at FROM user_experiences WHERE experience_id = ?",
      experienceId,
    );
    const byId = new Map(registrations.map((r) => [r.id, r]));
    expect(byId.get(ana.registration.id)).toMatchObject({
      status: "attended",
      attended_at: at(base, 1),
    });
    expect(byId.get(ben.registration.id)).toMatchObject({
      status: "attended",
      attended_at: at(base, 0),
    });

    // Both doors converge on the server's truth, duplicates included.
    for (const door of [front, side]) {
      const local = await door.db.checkins.where({ experienceId }).toArray();
      expect(local.filter((c) => c.outcome === "duplicate")).toHaveLength(2);
      const attendees = await door.db.attendees.where({ experienceId }).toArray();
      expect(attendees.map((a) => a.status)).toEqual(["attended", "attended"]);
    }
    await expectConverged(
      server,
      front,
      scans.slice(0, 2).map((s) => s.mutationId),
    );
    await expectConverged(
      server,
      side,
      scans.slice(2).map((s) => s.mutationId),
    );

    // The participants see their visit after their next sync.
    expect(await ana.device.engine.sync()).toBe("synced");
    const mine = await ana.device.db.registrations.get(ana.registration.id);
    expect(mine).toMatchObject({ status: "attended", attendedAt: at(base, 1) });
  });
});

describe("waiting list on the participants' devices", () => {
  it("a cancellation promotes the first in line, whose ticket appears after the next sync", async () => {
    const partner = await deviceOf(await server.login("demo-partner"));
    const experienceId = await listing(partner, 1);

    const first = await register(await server.signUp("first-in"), experienceId);
    expect(first.registration.status).toBe("registered");
    expect(first.registration.ticketToken).toMatch(/^cw1\./);

    const waiting = await register(await server.signUp("waiting-one"), experienceId);
    expect(waiting.registration).toMatchObject({ status: "waitlisted", ticketToken: null });
    const later = await register(await server.signUp("waiting-two"), experienceId);
    expect(later.registration.status).toBe("waitlisted");
    const experience = await later.device.db.experiences.get(experienceId);
    expect(experience).toMatchObject({ placesTaken: 1, waitlistCount: 2 });

    // Offline cancel, then back online.
    const cancel = await first.device.queue("registration.cancel", { experienceId });
    expect(await first.device.db.registrations.get(first.registration.id)).toMatchObject({
      status: "cancelled",
      ticketToken: null,
    });
    expect(await first.device.engine.sync()).toBe("synced");
    await expectConverged(server, first.device, [cancel.mutationId]);

    expect(await waiting.device.engine.sync()).toBe("synced");
    const promoted = await waiting.device.db.registrations.get(waiting.registration.id);
    expect(promoted?.status).toBe("registered");
    expect(promoted?.ticketToken).toMatch(/^cw1\./);

    expect(await later.device.engine.sync()).toBe("synced");
    expect(await later.device.db.registrations.get(later.registration.id)).toMatchObject({
      status: "waitlisted",
    });
    expect(await later.device.db.experiences.get(experienceId)).toMatchObject({
      placesTaken: 1,
      waitlistCount: 1,
    });
  });
});
