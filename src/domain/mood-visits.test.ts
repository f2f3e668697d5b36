import { describe, expect, it } from "vitest";
import { moodsAroundVisits } from "./mood-visits.ts";

const visit = (experienceId: string, attendedAt: string) => ({ experienceId, attendedAt });
let n = 0;
const mood = (
  createdAt: string,
  over: { mood?: string; intensity?: number; experienceId?: string; moment?: string } = {},
) => ({
  id: `m${++n}`,
  mood: over.mood ?? "joyful",
  intensity: over.intensity ?? 5,
  createdAt,
  experienceId: over.experienceId ?? null,
  moment: over.moment ?? null,
});

describe("moodsAroundVisits", () => {
  it("takes the closest mood before (within a day) and the first after", () => {
    const early = mood("2025-07-01T08:00:00Z");
    const closest = mood("2025-07-01T15:00:00Z");
    const first = mood("2025-07-01T19:00:00Z");
    const later = mood("2025-07-01T22:00:00Z");
    const [row] = moodsAroundVisits(
      [visit("e1", "2025-07-01T17:00:00Z")],
      [later, early, first, closest],
    );
    expect(row?.before).toBe(closest);
    expect(row?.after).toBe(first);
  });

  it("prefers the mood logged for the visit, even when another came first", () => {
    const first = mood("2025-07-01T18:00:00Z");
    const linked = mood("2025-07-02T09:00:00Z", { experienceId: "e1" });
    const [row] = moodsAroundVisits([visit("e1", "2025-07-01T17:00:00Z")], [first, linked]);
    expect(row?.after).toBe(linked);
  });

  it("leaves out moods more than 24 hours away and moods logged for another visit", () => {
    const [row] = moodsAroundVisits(
      [visit("e1", "2025-07-01T17:00:00Z")],
      [
        mood("2025-06-30T16:59:00Z"),
        mood("2025-07-02T17:01:00Z"),
        mood("2025-07-01T18:00:00Z", { experienceId: "e2" }),
      ],
    );
    expect(row).toMatchObject({ before: null, after: null });
  });

  it("lists visits latest first, also without any mood", () => {
    const rows = moodsAroundVisits(
      [visit("old", "2025-06-01T10:00:00Z"), visit("new", "2025-07-01T10:00:00Z")],
      [],
    );
    expect(rows.map((r) => r.visit.experienceId)).toEqual(["new", "old"]);
    expect(rows.every((r) => r.before === null && r.after === null)).toBe(true);
  });

  it("pairs the visit's arrival moment with its after moment when both are logged", () => {
    const earlier = mood("2025-07-01T15:00:00Z");
    const arrival = mood("2025-07-01T17:05:00Z", { experienceId: "e1", moment: "arrival" });
    const free = mood("2025-07-01T18:00:00Z");
    const after = mood("2025-07-01T19:00:00Z", { experienceId: "e1", moment: "after" });
    const [row] = moodsAroundVisits(
      [visit("e1", "2025-07-01T17:00:00Z")],
      [after, free, arrival, earlier],
    );
    expect(row?.before).toBe(arrival);
    expect(row?.after).toBe(after);
  });

  it("never takes the arrival moment for the mood after", () => {
    const arrival = mood("2025-07-01T17:05:00Z", { experienceId: "e1", moment: "arrival" });
    const [row] = moodsAroundVisits([visit("e1", "2025-07-01T17:00:00Z")], [arrival]);
    expect(row).toMatchObject({ before: arrival, after: null });
  });
});
