import { describe, expect, it } from "vitest";
import { momentKey, openMoodMoments, visitMomentOf } from "./mood-moments.ts";

// A 90-minute session from 17:00: it ends at 18:30.
const visit = {
  experienceId: "e1",
  title: "Clay",
  date: "2025-07-01T17:00:00.000Z",
  duration: 90,
  attendedAt: "2025-07-01T16:58:00.000Z",
};
const now = (iso: string) => new Date(iso);
const none = new Set<string>();

describe("visitMomentOf", () => {
  it("reads a visit mood without a moment as after, a check-in as none", () => {
    expect(visitMomentOf({ experienceId: "e1", moment: "arrival" })).toBe("arrival");
    expect(visitMomentOf({ experienceId: "e1", moment: "after" })).toBe("after");
    expect(visitMomentOf({ experienceId: "e1", moment: null })).toBe("after");
    expect(visitMomentOf({ experienceId: null })).toBeNull();
  });
});

describe("openMoodMoments", () => {
  it("asks on arrival until the end, then after the session for a day", () => {
    const during = openMoodMoments([visit], [], none, now("2025-07-01T17:10:00Z"));
    expect(during).toEqual([{ experienceId: "e1", title: "Clay", moment: "arrival" }]);
    const after = openMoodMoments([visit], [], none, now("2025-07-01T18:30:00Z"));
    expect(after).toEqual([{ experienceId: "e1", title: "Clay", moment: "after" }]);
    expect(openMoodMoments([visit], [], none, now("2025-07-02T18:31:00Z"))).toEqual([]);
  });

  it("never asks again for a moment logged or dismissed", () => {
    const arrival = { experienceId: "e1", moment: "arrival" };
    expect(openMoodMoments([visit], [arrival], none, now("2025-07-01T17:10:00Z"))).toEqual([]);
    const dismissed = new Set([momentKey("e1", "arrival")]);
    expect(openMoodMoments([visit], [], dismissed, now("2025-07-01T17:10:00Z"))).toEqual([]);
    // The arrival moment does not answer the after one.
    expect(openMoodMoments([visit], [arrival], none, now("2025-07-01T19:00:00Z"))).toHaveLength(1);
  });

  it('counts the "How was it?" mood as after, also before the end', () => {
    const howWasIt = { experienceId: "e1", moment: null };
    expect(openMoodMoments([visit], [howWasIt], none, now("2025-07-01T17:10:00Z"))).toEqual([]);
    expect(openMoodMoments([visit], [howWasIt], none, now("2025-07-01T19:00:00Z"))).toEqual([]);
  });

  it("ignores moods of other visits and check-ins", () => {
    const others = [{ experienceId: "e2", moment: "arrival" }, { experienceId: null }];
    expect(openMoodMoments([visit], others, none, now("2025-07-01T17:10:00Z"))).toHaveLength(1);
  });
});
