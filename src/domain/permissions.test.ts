import { describe, expect, it } from "vitest";
import { USER_TYPES } from "./constants.ts";
import {
  canBeReferred,
  canListExperiences,
  canRate,
  canRefer,
  isDoorStaffOf,
} from "./permissions.ts";

describe("roles", () => {
  it.each([
    ["individual", false, false, true],
    ["professional", false, true, false],
    ["cultural_partner", true, false, false],
  ] as const)("%s: lists %s, refers %s, can be referred %s", (kind, lists, refers, referred) => {
    expect(canListExperiences(kind)).toBe(lists);
    expect(canRefer(kind)).toBe(refers);
    expect(canBeReferred(kind)).toBe(referred);
  });

  it("grants nothing to a missing or unknown kind", () => {
    for (const kind of [null, undefined, "", "admin"]) {
      expect([canListExperiences(kind), canRefer(kind), canBeReferred(kind)]).toEqual([
        false,
        false,
        false,
      ]);
    }
    expect(USER_TYPES).toHaveLength(3); // a new kind must be placed in the table above
  });
});

describe("door staff and ratings", () => {
  it("door staff are the creator and the creator's helpers; a listing without creator has none", () => {
    expect(isDoorStaffOf("p", "p", [])).toBe(true);
    expect(isDoorStaffOf("h", "p", new Set(["p"]))).toBe(true);
    expect(isDoorStaffOf("h", "p", ["q"])).toBe(false);
    expect(isDoorStaffOf("h", null, ["p"])).toBe(false);
    expect(isDoorStaffOf(null, "p", ["p"])).toBe(false);
  });

  it("a rating needs an attended visit by someone who is not door staff", () => {
    const visit = { userId: "v", attended: true, creatorId: "p", helpsAtDoorOf: [] };
    expect(canRate(visit)).toBe(true);
    expect(canRate({ ...visit, attended: false })).toBe(false);
    expect(canRate({ ...visit, userId: "p" })).toBe(false);
    expect(canRate({ ...visit, helpsAtDoorOf: ["p"] })).toBe(false);
  });
});
