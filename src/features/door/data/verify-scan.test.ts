import { describe, expect, it } from "vitest";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { ticketSigner } from "../testing/ticket-keys.ts";
import { judgeTicket, shouldRecord, verifyScan } from "./verify-scan.ts";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const EVENT = id(900);
const OTHER_EVENT = id(901);

function attendee(n: number, overrides: Partial<AttendeeRow> = {}): AttendeeRow {
  return {
    id: id(n),
    experienceId: EVENT,
    name: `Guest ${n}`,
    ticketRef: `REF${n}`,
    status: "registered",
    registeredAt: "2031-01-01T10:00:00.000Z",
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
    ...overrides,
  };
}

function scan(registrationId: string, overrides: Partial<CheckinRow> = {}): CheckinRow {
  return {
    id: id(500),
    registrationId,
    experienceId: EVENT,
    scannedAt: "2031-01-01T18:03:00.000Z",
    deviceId: "device-1",
    deviceName: "Front door",
    scannedBy: id(1000),
    outcome: "admitted",
    reason: null,
    recordedAt: "2031-01-01T18:03:00.000Z",
    ...overrides,
  };
}

const signer = ticketSigner();
const other = ticketSigner();
/** 18:00–19:00 UTC: the door opens at 15:00 and closes at 19:00. */
const START = "2031-01-01T18:00:00.000Z";
const DURING = new Date("2031-01-01T18:05:00.000Z");
const list = {
  experienceId: EVENT,
  schedule: { date: START, duration: 60 },
  attendees: [
    attendee(1),
    attendee(2, { status: "cancelled" }),
    attendee(3, { status: "waitlisted" }),
    attendee(4, {
      status: "attended",
      attendedAt: "2031-01-01T17:55:00.000Z",
      checkedInBy: "Side door",
    }),
    attendee(5),
  ],
  checkins: [scan(id(5))],
};
const ticketOf = (n: number, experienceId = EVENT) =>
  signer.token({ registrationId: id(n), experienceId });
const check = (text: string, subtle?: SubtleCrypto, at = DURING) =>
  verifyScan({ ...list, text, publicKey: signer.publicKey, at }, subtle);

describe("verifyScan", () => {
  it("admits a genuine ticket of a registered attendee", async () => {
    const verdict = await check(ticketOf(1));
    expect(verdict).toMatchObject({ result: "valid", attendee: { name: "Guest 1" } });
    expect(verdict.ticket).toEqual({ registrationId: id(1), experienceId: EVENT });
  });

  it("says when and where an attendee was already let in: by the list or by a scan here", async () => {
    expect(await check(ticketOf(4))).toMatchObject({
      result: "already_checked_in",
      checkedInAt: "2031-01-01T17:55:00.000Z",
      checkedInBy: "Side door",
    });
    expect(await check(ticketOf(5))).toMatchObject({
      result: "already_checked_in",
      checkedInAt: "2031-01-01T18:03:00.000Z",
      checkedInBy: "Front door",
    });
  });

  it("refuses cancelled, waiting-list, unlisted and other events' tickets", async () => {
    expect((await check(ticketOf(2))).result).toBe("cancelled");
    expect((await check(ticketOf(3))).result).toBe("waitlisted");
    expect((await check(ticketOf(77))).result).toBe("not_on_list");
    expect((await check(ticketOf(1, OTHER_EVENT))).result).toBe("wrong_event");
  });

  it("refuses a forged, altered or foreign text as not a valid ticket", async () => {
    const forged = other.token({ registrationId: id(1), experienceId: EVENT });
    expect((await check(forged)).result).toBe("invalid_ticket");
    // The same signature on another registration: the message no longer matches.
    const genuine = ticketOf(1);
    expect((await check(genuine.replace(id(1), id(5)))).result).toBe("invalid_ticket");
    expect((await check("https://example.org/not-a-ticket")).result).toBe("invalid_ticket");
    expect((await check(genuine)).result).toBe("valid");
  });

  it("verifies with @noble/ed25519 where WebCrypto lacks Ed25519", async () => {
    const noEd25519 = {
      importKey: () => Promise.reject(new DOMException("Unrecognized name", "NotSupportedError")),
    } as unknown as SubtleCrypto;
    expect((await check(ticketOf(1), noEd25519)).result).toBe("valid");
    const forged = other.token({ registrationId: id(1), experienceId: EVENT });
    expect((await check(forged, noEd25519)).result).toBe("invalid_ticket");
  });
});

describe("verifyScan at the door's hours", () => {
  const at = (iso: string) => new Date(iso);

  it("admits from three hours before the start until the end, and says why not outside", async () => {
    expect(await check(ticketOf(1), undefined, at("2030-12-31T18:00:00.000Z"))).toEqual({
      result: "too_early",
      ticket: { registrationId: id(1), experienceId: EVENT },
      attendee: expect.objectContaining({ name: "Guest 1" }),
      startsAt: START,
    });
    const early = await check(ticketOf(1), undefined, at("2031-01-01T14:59:59.999Z"));
    expect(early.result).toBe("too_early");
    expect((await check(ticketOf(1), undefined, at("2031-01-01T15:00:00.000Z"))).result).toBe(
      "valid",
    );
    expect((await check(ticketOf(1), undefined, at("2031-01-01T18:59:59.999Z"))).result).toBe(
      "valid",
    );
    const ended = await check(ticketOf(1), undefined, at("2031-01-01T19:00:00.000Z"));
    expect(ended).toMatchObject({ result: "ended" });
    expect(ended.startsAt).toBeUndefined();
    for (const verdict of [early, ended]) expect(shouldRecord(verdict.result)).toBe(false);
  });

  it("calls a repeat after the end ended, and a ticket's own fault before the time", async () => {
    const late = at("2031-01-01T19:30:00.000Z");
    expect((await check(ticketOf(4), undefined, late)).result).toBe("ended");
    expect((await check(ticketOf(2), undefined, late)).result).toBe("cancelled");
    expect((await check(ticketOf(1, OTHER_EVENT), undefined, late)).result).toBe("wrong_event");
    expect((await check("not a ticket", undefined, late)).result).toBe("invalid_ticket");
  });
});

describe("judgeTicket (a person found by name)", () => {
  const ana = { registrationId: id(1), experienceId: EVENT };

  it("judges the attendee's own registration, without a signature", () => {
    expect(judgeTicket(list, ana, DURING).result).toBe("valid");
    expect(judgeTicket(list, null, DURING).result).toBe("invalid_ticket");
  });

  it("keeps to the door's hours like a scan", () => {
    expect(judgeTicket(list, ana, new Date("2030-12-31T18:00:00.000Z"))).toMatchObject({
      result: "too_early",
      startsAt: START,
    });
    expect(judgeTicket(list, ana, new Date("2031-01-01T19:00:00.000Z")).result).toBe("ended");
  });

  it("still calls a cancelled registration cancelled after an earlier admission", () => {
    const cancelledLater = { ...list, checkins: [scan(id(2))] };
    expect(
      judgeTicket(cancelledLater, { registrationId: id(2), experienceId: EVENT }, DURING).result,
    ).toBe("cancelled");
  });
});

describe("shouldRecord", () => {
  it("records admissions and repeats, never refusals", () => {
    expect(shouldRecord("valid")).toBe(true);
    expect(shouldRecord("already_checked_in")).toBe(true);
    for (const r of [
      "wrong_event",
      "cancelled",
      "waitlisted",
      "not_on_list",
      "invalid_ticket",
      "too_early",
      "ended",
    ] as const) {
      expect(shouldRecord(r)).toBe(false);
    }
  });
});
