import { describe, expect, it } from "vitest";
import { syncPhase } from "./sync-state.ts";

const base = { syncing: false, online: true, pending: 0, signedIn: true, lastSyncedAt: null };

describe("syncPhase", () => {
  it("offline wins: the user must know changes are waiting on the device", () => {
    expect(syncPhase({ ...base, online: false, pending: 2, syncing: true })).toEqual({
      kind: "offline",
      pending: 2,
    });
  });

  it("changes kept after the session ended ask for a sign-in", () => {
    expect(syncPhase({ ...base, signedIn: false, pending: 1 })).toEqual({
      kind: "sign-in",
      pending: 1,
    });
  });

  it("then syncing, waiting, synced, plain online", () => {
    expect(syncPhase({ ...base, syncing: true, pending: 1 }).kind).toBe("syncing");
    expect(syncPhase({ ...base, pending: 4 })).toEqual({ kind: "waiting", pending: 4 });
    expect(syncPhase({ ...base, lastSyncedAt: "2025-06-01T10:00:00Z" })).toEqual({
      kind: "synced",
      at: "2025-06-01T10:00:00Z",
    });
    expect(syncPhase(base)).toEqual({ kind: "online" });
  });

  it("a signed-out visitor with nothing queued is simply online or synced", () => {
    expect(syncPhase({ ...base, signedIn: false }).kind).toBe("online");
  });
});
