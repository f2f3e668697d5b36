import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uuidv7 } from "#domain/ids.ts";
import { resolveTicketKeys } from "../services/ticket-keys.ts";
import { signTicket } from "../services/ticket-tokens.ts";
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
import { call } from "../testing/http.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { buildWorld, type World } from "../testing/world.ts";

let t: TestApp;
let w: World;
let experienceId: string;
beforeEach(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  experienceId = await listing(t, w.partner, { maxParticipants: 1 });
});
afterEach(() => t.close());

const verify = (staff: Account, token: string, at = experienceId) =>
  call(t, "POST", "/api/door/verify", { auth: staff.auth, body: { experienceId: at, token } });

async function ticketOf(name: string, experience = experienceId) {
  const a = await quickAccount(t, name);
  await register(t, a, experience);
  const row = await registrationOf(t, a.user.id, experience);
  return { account: a, id: row?.id ?? "", token: row?.ticketToken ?? "" };
}

/** The listing starts 2025-07-01T17:00Z (90 minutes): its door opens three hours before. */
const openDoor = () => t.clock.set(new Date("2025-07-01T16:30:00.000Z"));

describe("POST /api/door/verify", () => {
  it("judges the door's time window at the server's time: too early, then valid, then ended", async () => {
    const ana = await ticketOf("ana");
    expect((await verify(w.partner, ana.token)).body.result).toBe("too_early");
    openDoor();
    expect((await verify(w.partner, ana.token)).body.result).toBe("valid");
    t.clock.set(new Date("2025-07-01T18:30:00.000Z"));
    expect((await verify(w.partner, ana.token)).body.result).toBe("ended");
  });

  it("answers the door rule for signed tickets, with the attendee row", async () => {
    const ana = await ticketOf("ana");
    openDoor();
    expect(await verify(w.partner, ana.token)).toEqual({
      status: 200,
      body: {
        result: "valid",
        attendee: expect.objectContaining({ id: ana.id, name: "ana Test", status: "registered" }),
      },
    });
    t.clock.set(new Date("2025-07-01T17:05:00.000Z")); // the experience (17:00) is on
    await scan(t, w.partner, {
      registrationId: ana.id,
      experienceId,
      scannedAt: t.clock().toISOString(),
    });
    expect((await verify(w.partner, ana.token)).body.result).toBe("already_checked_in");
  });

  it("cancelled, waitlisted, wrong event, not on the list, invalid", async () => {
    const ana = await ticketOf("ana");
    const ben = await ticketOf("ben"); // waitlisted: no token of their own
    const keys = await resolveTicketKeys(t.db, undefined);
    const benToken = signTicket(keys, { registrationId: ben.id, experienceId });
    expect((await verify(w.partner, benToken)).body.result).toBe("waitlisted");
    await cancel(t, ana.account, experienceId); // ben promoted
    expect((await verify(w.partner, ana.token)).body.result).toBe("cancelled");
    const other = await listing(t, w.partner, {});
    const cai = await ticketOf("cai", other);
    const wrong = await verify(w.partner, cai.token);
    expect(wrong.body).toEqual({ result: "wrong_event" }); // no attendee of another door
    const ghost = signTicket(keys, { registrationId: uuidv7(), experienceId });
    expect((await verify(w.partner, ghost)).body).toEqual({ result: "not_on_list" });
    const tampered = `${ana.token.slice(0, -3)}${ana.token.endsWith("AAA") ? "BBB" : "AAA"}`;
    for (const token of [tampered, "hello", ""]) {
      expect((await verify(w.partner, token)).body, token).toEqual({ result: "invalid_ticket" });
    }
  });

  it("door staff only: a named helper yes; another partner, a participant or a removed helper 403", async () => {
    const ana = await ticketOf("ana");
    const helper = await quickAccount(t, "helper");
    const rival = await quickAccount(t, "rival", "cultural_partner");
    const row = uuidv7();
    await push1(t, w.partner, "doorHelper.add", { id: row, username: "helper" });
    openDoor();
    expect((await verify(helper, ana.token)).body.result).toBe("valid");
    for (const intruder of [rival, ana.account]) {
      expect(await verify(intruder, ana.token)).toEqual({
        status: 403,
        body: { code: "door_staff_only", message: expect.any(String) },
      });
    }
    await push1(t, w.partner, "doorHelper.remove", { id: row });
    expect((await verify(helper, ana.token)).status).toBe(403);
    expect((await verify(w.partner, ana.token, uuidv7())).status).toBe(404);
  });

  it("refuses a malformed body with 400", async () => {
    const res = await call(t, "POST", "/api/door/verify", {
      auth: w.partner.auth,
      body: { experienceId: "x", token: 5 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["experienceId", "token"]);
  });
});

describe("GET /api/tickets/public-key", () => {
  it("is public, cacheable with an ETag, and names the key tickets verify with", async () => {
    const res = await t.app.request("/api/tickets/public-key");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("etag")).toBeTruthy();
    const body = await res.json();
    const keys = await resolveTicketKeys(t.db, undefined);
    expect(body).toEqual({ algorithm: "Ed25519", publicKey: keys.publicKeyRaw, keyId: keys.keyId });
  });
});
