import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSyncStatusStore } from "#sync/status-store.ts";
import { afterFirstSync } from "./after-first-sync.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("afterFirstSync (the service worker waits for a first visit's sync)", () => {
  it("runs at once on a device that synced before", () => {
    const store = createSyncStatusStore();
    store.setState({ lastSyncedAt: "2030-01-01T00:00:00.000Z" });
    const task = vi.fn();
    afterFirstSync(task, store, 10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits while a first sync runs, then runs once when it is written", () => {
    const store = createSyncStatusStore();
    const task = vi.fn();
    afterFirstSync(task, store, 10_000);
    store.setState({ syncing: true, bulkPull: true });
    expect(task).not.toHaveBeenCalled();
    store.setState({ syncing: false, bulkPull: false, lastSyncedAt: "2030-01-01T00:00:00.000Z" });
    store.setState({ lastSyncedAt: "2030-01-01T00:01:00.000Z" });
    vi.advanceTimersByTime(20_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs when the sync fails (offline, say): nothing is gained by waiting", () => {
    const store = createSyncStatusStore();
    const task = vi.fn();
    afterFirstSync(task, store, 10_000);
    store.setState({ lastError: "offline" });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after the wait at the latest (a catalogue too big to sync by then)", () => {
    const store = createSyncStatusStore();
    const task = vi.fn();
    afterFirstSync(task, store, 10_000);
    store.setState({ syncing: true });
    vi.advanceTimersByTime(9_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    store.setState({ lastSyncedAt: "2030-01-01T00:00:00.000Z" });
    expect(task).toHaveBeenCalledTimes(1);
  });
});
