import { describe, expect, it } from "vitest";
import { REFERRAL_STATUSES } from "#domain/referral-lifecycle.ts";
import { needsClientAction, referralNextStep } from "./next-step.ts";

describe("referralNextStep", () => {
  it("names the client's next step for every status", () => {
    const steps = Object.fromEntries(
      REFERRAL_STATUSES.map((status) => [status, referralNextStep({ status }).kind]),
    );
    expect(steps).toEqual({
      sent: "answer",
      accepted: "book",
      declined: "done",
      booked: "go",
      attended: "follow_up",
      did_not_attend: "book_again",
      completed: "done",
      closed: "done",
    });
  });

  it("carries the booked experience's date, or null when it is not on this device", () => {
    expect(referralNextStep({ status: "booked" }, "2031-01-01T18:00:00.000Z")).toEqual({
      kind: "go",
      date: "2031-01-01T18:00:00.000Z",
    });
    expect(referralNextStep({ status: "booked" })).toEqual({ kind: "go", date: null });
  });

  it("asks no booking of an accepted referral whose client already holds a suggested place", () => {
    expect(referralNextStep({ status: "accepted" }, null, "registered")).toEqual({
      kind: "held",
      attended: false,
    });
    expect(referralNextStep({ status: "accepted" }, null, "attended")).toEqual({
      kind: "held",
      attended: true,
    });
    expect(needsClientAction({ status: "accepted" }, "registered")).toBe(false);
    // Only an accepted referral is held: a sent one still needs the answer.
    expect(referralNextStep({ status: "sent" }, null, "registered")).toEqual({ kind: "answer" });
  });

  it("offers nothing for a status this build does not know", () => {
    expect(referralNextStep({ status: "on_hold" })).toEqual({ kind: "wait" });
    expect(needsClientAction({ status: "on_hold" })).toBe(false);
  });
});

describe("needsClientAction", () => {
  it("is true only where the client has something to do in the app", () => {
    const waiting = REFERRAL_STATUSES.filter((status) => needsClientAction({ status }));
    expect(waiting).toEqual(["sent", "accepted", "attended", "did_not_attend"]);
  });
});
