import { describe, expect, it } from "vitest";
import { engagementRate } from "#domain/referral-lifecycle.ts";
import { testExperience } from "#testing/fixtures.ts";
import { activeClients, availablePartners, partnerNews, referralsThisMonth } from "./figures.ts";
import { testReferral } from "./test-referral.ts";

const now = new Date(2030, 4, 15, 12); // 15 May 2030, local time
const local = (y: number, m: number, d: number) => new Date(y, m, d, 10).toISOString();

describe("referralsThisMonth", () => {
  it("counts referrals made in this calendar month only", () => {
    const rows = [
      testReferral({ id: "a", createdAt: local(2030, 4, 1) }),
      testReferral({ id: "b", createdAt: local(2030, 4, 15) }),
      testReferral({ id: "c", createdAt: local(2030, 3, 30) }),
      testReferral({ id: "d", createdAt: local(2029, 4, 10) }),
      testReferral({ id: "e", createdAt: "not a date" }),
    ];
    expect(referralsThisMonth(rows, now)).toBe(2);
    expect(referralsThisMonth([], now)).toBe(0);
  });
});

describe("activeClients", () => {
  it("counts distinct clients with an open referral; unlinked referrals count once each", () => {
    const rows = [
      testReferral({ id: "1", clientId: "u1", status: "sent" }),
      testReferral({ id: "2", clientId: "u1", status: "booked" }),
      testReferral({ id: "3", clientId: "u2", status: "completed" }),
      testReferral({ id: "4", clientId: "u3", status: "declined" }),
      testReferral({ id: "5", clientId: "u4", status: "closed" }),
      testReferral({ id: "6", clientId: null, clientName: "Sam", status: "sent" }),
      testReferral({ id: "7", clientId: null, clientName: "Sam", status: "sent" }),
      testReferral({ id: "8", clientId: "u5", status: "did_not_attend" }),
    ];
    expect(activeClients(rows)).toBe(4);
  });
});

describe("engagementRate on referrals", () => {
  it("is attended over referrals whose experience has passed; null before any has", () => {
    const step = (status: string) => ({
      status,
      at: "2030-05-01T00:00:00Z",
      by: null,
      reason: null,
    });
    const went = testReferral({ timeline: [step("sent"), step("booked"), step("attended")] });
    const missed = testReferral({
      timeline: [step("sent"), step("booked"), step("did_not_attend")],
    });
    const waiting = testReferral({ timeline: [step("sent")] });
    expect(engagementRate([went, missed, waiting])).toEqual({ rate: 0.5, attended: 1, passed: 2 });
    expect(engagementRate([waiting])).toBeNull();
  });
});

describe("availablePartners and partnerNews", () => {
  const e = (id: string, extra = {}) =>
    testExperience({ id, createdBy: "org-a", date: "2030-06-01T18:00:00Z", ...extra });
  const rows = [
    e("1", { createdAt: "2030-01-01T00:00:00Z" }),
    e("2", { createdBy: "org-a", createdAt: "2030-03-01T00:00:00Z" }),
    e("3", { createdBy: "org-b", createdAt: "2030-02-01T00:00:00Z" }),
    e("4", { createdBy: "org-c", isActive: false }),
    e("5", { createdBy: "org-d", date: "2030-04-01T18:00:00Z" }),
    e("6", { createdBy: null }),
  ];

  it("counts distinct organisers of active listings still to come", () => {
    expect(availablePartners(rows, now)).toBe(2);
    expect(availablePartners([], now)).toBe(0);
  });

  it("lists the newest upcoming listings first", () => {
    expect(partnerNews(rows, now, 2).map((r) => r.id)).toEqual(["2", "3"]);
  });
});
