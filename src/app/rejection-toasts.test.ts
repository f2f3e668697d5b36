import { describe, expect, it, vi } from "vitest";
import type { RejectionRow } from "#db/types.ts";
import { createSyncStatusStore } from "#sync/status-store.ts";
import { toastNewRejections } from "./rejection-toasts.ts";

const SINCE = "2030-01-01T10:00:00.000Z";
const rejection = (id: string, rejectedAt: string): RejectionRow => ({
  id,
  userId: "u1",
  name: "doorHelper.add",
  args: { username: "nobody" },
  code: "user_not_found",
  message: "User not found",
  errors: null,
  createdAt: rejectedAt,
  rejectedAt,
});

describe("toastNewRejections", () => {
  it("toasts each refusal recorded after the start once, whoever recorded it", () => {
    const store = createSyncStatusStore();
    const show = vi.fn();
    toastNewRejections(store, show, SINCE);
    const old = rejection("old", "2030-01-01T09:00:00.000Z");
    const first = rejection("first", "2030-01-01T10:00:01.000Z");
    // The table as read at start (a refusal from an earlier visit): not news.
    store.setState({ rejected: [old] });
    expect(show).not.toHaveBeenCalled();
    // Recorded by the service worker's sync: the page's store follows the table.
    store.setState({ rejected: [first, old] });
    expect(show).toHaveBeenCalledWith([first]);
    // The store changes for other reasons (pending count): no second toast.
    store.setState({ pending: 3 });
    store.setState({ rejected: [first, old] });
    expect(show).toHaveBeenCalledTimes(1);
    const second = rejection("second", "2030-01-01T10:00:02.000Z");
    const third = rejection("third", "2030-01-01T10:00:02.000Z");
    store.setState({ rejected: [second, third, first, old] });
    expect(show).toHaveBeenLastCalledWith([second, third]);
  });

  it("stops when unsubscribed", () => {
    const store = createSyncStatusStore();
    const show = vi.fn();
    const stop = toastNewRejections(store, show, SINCE);
    stop();
    store.setState({ rejected: [rejection("late", "2030-01-01T11:00:00.000Z")] });
    expect(show).not.toHaveBeenCalled();
  });
});
