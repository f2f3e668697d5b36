import { beforeEach, describe, expect, it, vi } from "vitest";
import { db, isPublicMetaKey, resetDatabaseForTests } from "#db/db.ts";

/** A fresh copy of the module: what a new page load (a later visit) starts with. */
async function newPageLoad() {
  vi.resetModules();
  return import("./first-visit.ts");
}

describe("claimFirstVisit", () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });

  it("is a first visit until a page load has greeted the user, then a return", async () => {
    const firstLoad = await newPageLoad();
    expect(await firstLoad.claimFirstVisit("u1")).toBe(true);
    // Every greeting on the same page agrees (and React's doubled effects change nothing).
    expect(await firstLoad.claimFirstVisit("u1")).toBe(true);

    const laterLoad = await newPageLoad();
    expect(await laterLoad.claimFirstVisit("u1")).toBe(false);
    // Another account on the same device still gets its own first welcome.
    expect(await laterLoad.claimFirstVisit("u2")).toBe(true);
  });

  it("keeps its mark where sign-out does not wipe it", async () => {
    const { claimFirstVisit } = await newPageLoad();
    await claimFirstVisit("u3");
    const keys = (await db.meta.toArray()).map((row) => row.key);
    const mark = keys.find((key) => key.includes("u3"));
    expect(mark && isPublicMetaKey(mark)).toBe(true);
  });
});
