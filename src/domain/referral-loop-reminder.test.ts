import { describe, expect, it } from "vitest";
import { pendingReminder } from "./referral-loop.ts";

const step = (status: string, reason: string | null = null) => ({
  status,
  at: "2030-05-10T09:00:00.000Z",
  by: null,
  reason,
});

describe("pendingReminder", () => {
  it("is the reminder that still asks something of the client", () => {
    const sent = [step("sent"), step("reminded", "unanswered")];
    expect(pendingReminder({ status: "sent", timeline: sent })).toBe("unanswered");
    const accepted = [...sent, step("accepted"), step("reminded", "not_booked")];
    expect(pendingReminder({ status: "accepted", timeline: accepted })).toBe("not_booked");
  });

  it("is none once the client answered or booked, or when no reminder was sent", () => {
    const answered = [step("sent"), step("reminded", "unanswered"), step("accepted")];
    expect(pendingReminder({ status: "accepted", timeline: answered })).toBeNull();
    const booked = [step("sent"), step("accepted"), step("reminded", "not_booked"), step("booked")];
    expect(pendingReminder({ status: "booked", timeline: booked })).toBeNull();
    expect(pendingReminder({ status: "sent", timeline: [step("sent")] })).toBeNull();
    expect(
      pendingReminder({ status: "sent", timeline: [step("sent"), step("reminded", "later")] }),
    ).toBeNull();
  });
});
