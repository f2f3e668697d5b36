import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseMutation } from "./mutations.ts";
import { ons4Schema } from "./ons4.ts";
import {
  canReferralTransition,
  engagementRate,
  heldSuggestion,
  isOpenReferral,
  REFERRAL_STATUSES,
} from "./referral-lifecycle.ts";

const ID = "0197aaaa-0000-7000-8000-000000000108";

describe("referral life cycle", () => {
  it("allows exactly the FHIR-Task-like steps, written out by hand", () => {
    const allowed = REFERRAL_STATUSES.flatMap((from) =>
      REFERRAL_STATUSES.filter((to) => canReferralTransition(from, to)).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        "sent>accepted",
        "sent>declined",
        "sent>closed",
        "accepted>booked",
        "accepted>closed",
        "booked>attended",
        "booked>did_not_attend",
        "booked>closed",
        "attended>completed",
        "attended>booked",
        "attended>closed",
        "did_not_attend>booked",
        "did_not_attend>attended",
        "did_not_attend>closed",
      ].sort(),
    );
    expect(canReferralTransition("pending", "accepted")).toBe(false);
  });

  it("counts open referrals (Active Clients) and the engagement rate over referrals that passed", () => {
    expect(REFERRAL_STATUSES.filter(isOpenReferral)).toEqual([
      "sent",
      "accepted",
      "booked",
      "attended",
      "did_not_attend",
    ]);
    const step = (status: string) => ({ status });
    expect(engagementRate([{ status: "sent", timeline: [step("sent")] }])).toBeNull();
    expect(
      engagementRate([
        { status: "completed", timeline: [step("sent"), step("attended"), step("completed")] },
        { status: "closed", timeline: [step("booked"), step("did_not_attend"), step("closed")] },
        { status: "booked", timeline: [step("did_not_attend"), step("booked"), step("attended")] },
        { status: "booked", timeline: [step("booked")] },
      ]),
    ).toEqual({ rate: 2 / 3, attended: 2, passed: 3 });
  });
});

describe("ONS4", () => {
  const baseline = { lifeSatisfaction: 5, worthwhile: 6, happiness: 4, anxiety: 7 };

  it("takes four whole numbers from 0 to 10", () => {
    expect(v.is(ons4Schema, baseline)).toBe(true);
    expect(v.is(ons4Schema, { ...baseline, anxiety: 11 })).toBe(false);
    expect(v.is(ons4Schema, { ...baseline, happiness: 4.5 })).toBe(false);
    expect(v.is(ons4Schema, { lifeSatisfaction: 5, worthwhile: 6, happiness: 4 })).toBe(false);
  });
});

describe("referral.respond", () => {
  it("needs a reason to decline and a baseline to accept", () => {
    const decline = parseMutation("referral.respond", { id: ID, decision: "decline" });
    expect(decline.ok).toBe(false);
    if (!decline.ok) expect(decline.error.errors).toEqual({ reason: "referral_reason_required" });
    const accept = parseMutation("referral.respond", { id: ID, decision: "accept" });
    expect(accept.ok).toBe(false);
    if (!accept.ok) expect(accept.error.errors).toEqual({ baseline: "ons4_invalid" });
    expect(
      parseMutation("referral.respond", { id: ID, decision: "decline", reason: "Too far" }).ok,
    ).toBe(true);
  });
});

describe("heldSuggestion (accepting with a place already held)", () => {
  const reg = (experienceId: string, status: string) => ({ experienceId, status });

  it("finds a held place at a suggested experience, attended first, then in the professional's order", () => {
    const regs = [reg("b", "registered"), reg("a", "registered"), reg("c", "attended")];
    expect(heldSuggestion(["a", "b"], regs)).toEqual(reg("a", "registered"));
    expect(heldSuggestion(["a", "b", "c"], regs)).toEqual(reg("c", "attended"));
  });

  it("ignores places not held and experiences not suggested", () => {
    const regs = [
      reg("a", "waitlisted"),
      reg("b", "cancelled"),
      reg("c", "no_show"),
      reg("x", "attended"),
    ];
    expect(heldSuggestion(["a", "b", "c"], regs)).toBeNull();
    expect(heldSuggestion([], regs)).toBeNull();
  });
});
