import { describe, expect, it } from "vitest";
import {
  attentionReasons,
  doseResponse,
  MIN_GROUP_SIZE,
  nudgeDue,
  reachedMilestone,
  sessionsOf,
} from "./referral-loop.ts";

const step = (status: string, at = "2025-06-01T10:00:00.000Z", reason: string | null = null) => ({
  status,
  at,
  reason,
});
const LOW = { lifeSatisfaction: 4, worthwhile: 5, happiness: 3, anxiety: 7 };
const HIGH = { lifeSatisfaction: 7, worthwhile: 7, happiness: 6, anxiety: 4 };

describe("milestones", () => {
  it("three attended sessions", () => {
    const two = [step("booked"), step("attended"), step("booked"), step("attended")];
    expect(reachedMilestone("attended_3", two)).toBe(false);
    expect(reachedMilestone("attended_3", [...two, step("booked"), step("attended")])).toBe(true);
  });

  it("two missed sessions in a row, not two missed ones apart", () => {
    const apart = [
      step("did_not_attend"),
      step("booked"),
      step("attended"),
      step("did_not_attend"),
    ];
    expect(reachedMilestone("missed_2", apart)).toBe(false);
    expect(reachedMilestone("missed_2", [...apart, step("booked"), step("did_not_attend")])).toBe(
      true,
    );
    expect(reachedMilestone(null, apart)).toBe(false);
  });

  it("sessions with their dates", () => {
    expect(
      sessionsOf([step("booked", "a"), step("attended", "b"), step("did_not_attend", "c")]),
    ).toEqual({ booked: ["a"], attended: ["b"], missed: ["c"] });
  });
});

describe("nudges", () => {
  const sent = { status: "sent", createdAt: "2025-06-01T10:00:00.000Z", timeline: [] };
  it("14 days without an answer, or without a booking after accepting", () => {
    expect(nudgeDue(sent, new Date("2025-06-15T09:59:00.000Z"))).toBeNull();
    expect(nudgeDue(sent, new Date("2025-06-15T10:00:00.000Z"))).toBe("unanswered");
    const accepted = {
      status: "accepted",
      createdAt: "2025-05-01T10:00:00.000Z",
      timeline: [
        step("sent", "2025-05-01T10:00:00.000Z"),
        step("accepted", "2025-06-01T10:00:00.000Z"),
      ],
    };
    expect(nudgeDue(accepted, new Date("2025-06-10T10:00:00.000Z"))).toBeNull();
    expect(nudgeDue(accepted, new Date("2025-06-16T10:00:00.000Z"))).toBe("not_booked");
    expect(nudgeDue({ ...accepted, status: "booked" }, new Date("2025-07-01"))).toBeNull();
  });

  it("a summary newer than the last reading needs attention", () => {
    const referral = {
      status: "completed",
      createdAt: "2025-06-01T10:00:00.000Z",
      timeline: [step("summary", "2025-06-20T10:00:00.000Z", "ended")],
    };
    const now = new Date("2025-06-21T10:00:00.000Z");
    expect(attentionReasons(referral, now)).toEqual(["summary"]);
    expect(attentionReasons({ ...referral, reviewedAt: "2025-06-20T11:00:00.000Z" }, now)).toEqual(
      [],
    );
  });
});

describe("dose and response", () => {
  /** `n` clients, each with `sessions` attended and both answers shared. */
  const clients = (n: number, sessions: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({
      clientId: `${prefix}${i}`,
      timeline: Array.from({ length: sessions }, () => step("attended")),
      baseline: LOW,
      followUp: HIGH,
    }));

  it(`shows a group's change only from ${MIN_GROUP_SIZE} clients: 9 hidden, 10 shown`, () => {
    const groups = doseResponse([...clients(9, 1, "a"), ...clients(10, 4, "b")]);
    expect(groups.map((g) => [g.key, g.clients, g.changes === null])).toEqual([
      ["0", 0, true],
      ["1-2", 9, true],
      ["3-5", 10, false],
      ["6+", 0, true],
    ]);
    expect(groups[2]?.changes?.find((c) => c.item === "anxiety")).toMatchObject({
      before: 7,
      after: 4,
      direction: "improved",
    });
  });

  it("counts a client once, with the sessions of all their referrals; unshared answers do not count", () => {
    const [one] = clients(1, 2, "c");
    const groups = doseResponse([
      { ...one, clientId: "same" },
      { clientId: "same", timeline: [step("attended")], baseline: null, followUp: null },
      { clientId: "quiet", timeline: [step("attended")], baseline: null, followUp: null },
    ] as Parameters<typeof doseResponse>[0]);
    expect(groups.map((g) => g.clients)).toEqual([0, 0, 1, 0]);
  });
});
