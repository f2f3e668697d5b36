import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AttendeeRow, CheckinRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { testUser } from "#testing/fixtures.ts";
import { confirmUnlisted, needsServerCheck, withServerVerdict } from "./door-api.ts";
import type { ScanVerdict } from "./verify-scan.ts";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const EVENT = id(900);
const DURING = new Date("2031-01-01T18:05:00.000Z");
const ticket = { registrationId: id(7), experienceId: EVENT };

/** A registration the device's list lacks: booked after the last pull. */
const late: AttendeeRow = {
  id: id(7),
  experienceId: EVENT,
  name: "Late Booker",
  ticketRef: "LATE0007",
  status: "registered",
  registeredAt: "2031-01-01T17:50:00.000Z",
  attendedAt: null,
  cancelledAt: null,
  checkedInBy: null,
};

const list = {
  experienceId: EVENT,
  schedule: { date: "2031-01-01T18:00:00.000Z", duration: 60 },
  attendees: [] as AttendeeRow[],
  checkins: [] as CheckinRow[],
};
const unlisted: ScanVerdict = { result: "not_on_list", ticket };
const at = DURING;

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeAll(() => configureHttp({ fetch: fetchMock }));
beforeEach(() => {
  fetchMock.mockReset();
  useSessionStore.setState({ status: "signed-in", token: "door-token", user: testUser() });
});
afterEach(() => vi.restoreAllMocks());

describe("needsServerCheck", () => {
  it("asks only about a genuine ticket for this door that the list lacks", () => {
    expect(needsServerCheck(unlisted)).toBe(true);
    expect(needsServerCheck({ result: "invalid_ticket" })).toBe(false);
    expect(needsServerCheck({ result: "wrong_event", ticket })).toBe(false);
    expect(needsServerCheck({ result: "valid", ticket, attendee: late })).toBe(false);
  });
});

describe("withServerVerdict", () => {
  it("admits the registration the server found", () => {
    const verdict = withServerVerdict(list, unlisted, { result: "valid", attendee: late }, at);
    expect(verdict).toMatchObject({ result: "valid", attendee: { name: "Late Booker" } });
  });

  it("still calls a repeat a repeat when this device's admission is not sent yet", () => {
    const admitted: CheckinRow = {
      id: id(500),
      registrationId: late.id,
      experienceId: EVENT,
      scannedAt: "2031-01-01T18:01:00.000Z",
      deviceId: "d1",
      deviceName: "Front door",
      scannedBy: id(1),
      outcome: "admitted",
      reason: null,
      recordedAt: "2031-01-01T18:01:00.000Z",
    };
    const withScan = { ...list, checkins: [admitted] };
    const verdict = withServerVerdict(withScan, unlisted, { result: "valid", attendee: late }, at);
    expect(verdict).toMatchObject({ result: "already_checked_in", checkedInBy: "Front door" });
  });

  it("keeps the server's refusal when it knows no such registration", () => {
    expect(withServerVerdict(list, unlisted, { result: "not_on_list" }, at).result).toBe(
      "not_on_list",
    );
  });
});

describe("confirmUnlisted", () => {
  it("asks the server with the scanned text and the session, and takes its answer", async () => {
    fetchMock.mockImplementation(() => answer({ result: "valid", attendee: late }));
    const verdict = await confirmUnlisted(list, unlisted, { text: "cw1.t", at, online: true });
    expect(verdict.result).toBe("valid");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/door/verify");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ experienceId: EVENT, token: "cw1.t" });
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer door-token");
  });

  it("offline, asks nothing and marks the refusal unconfirmed", async () => {
    const verdict = await confirmUnlisted(list, unlisted, { text: "cw1.t", at, online: false });
    expect(verdict).toMatchObject({ result: "not_on_list", unconfirmed: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks the refusal unconfirmed when the server cannot be reached or answers oddly", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await confirmUnlisted(list, unlisted, { text: "t", at, online: true })).toMatchObject({
      result: "not_on_list",
      unconfirmed: true,
    });
    fetchMock.mockImplementationOnce(() => answer({ result: "admit everyone" }));
    expect(
      (await confirmUnlisted(list, unlisted, { text: "t", at, online: true })).unconfirmed,
    ).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("leaves every other verdict alone", async () => {
    const forged: ScanVerdict = { result: "invalid_ticket" };
    expect(await confirmUnlisted(list, forged, { text: "t", at, online: true })).toBe(forged);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
