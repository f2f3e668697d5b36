import { describe, expect, it } from "vitest";
import { filterReferrals, isStatusFilter } from "./referral-filter.ts";
import { testReferral } from "./test-referral.ts";

const rows = [
  testReferral({ id: "1", clientName: "Zoë Bērziņa", status: "sent" }),
  testReferral({ id: "2", clientName: "Sam Lee", status: "completed" }),
  testReferral({ id: "3", clientName: "Sammy Ray", status: "booked" }),
  testReferral({ id: "4", clientName: "Ann", status: "closed" }),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe("filterReferrals", () => {
  it("keeps every referral for 'all' and an empty search", () => {
    expect(ids(filterReferrals(rows, "all", "  "))).toEqual(["1", "2", "3", "4"]);
  });
  it("filters by one status, or by the open ones", () => {
    expect(ids(filterReferrals(rows, "completed", ""))).toEqual(["2"]);
    expect(ids(filterReferrals(rows, "open", ""))).toEqual(["1", "3"]);
  });
  it("searches client names without case or accents, together with the status", () => {
    expect(ids(filterReferrals(rows, "all", "zoe berz"))).toEqual(["1"]);
    expect(ids(filterReferrals(rows, "all", "SAM"))).toEqual(["2", "3"]);
    expect(ids(filterReferrals(rows, "open", "sam"))).toEqual(["3"]);
  });
  it("knows its filter values", () => {
    expect(isStatusFilter("open")).toBe(true);
    expect(isStatusFilter("booked")).toBe(true);
    expect(isStatusFilter("nonsense")).toBe(false);
  });
});
