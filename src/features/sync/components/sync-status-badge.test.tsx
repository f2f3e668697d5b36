// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { RejectionRow } from "#db/types.ts";
import { initialSyncStatus, syncStatusStore } from "#sync/status-store.ts";
import { setActiveSync } from "#sync/sync-control.ts";
import { SyncStatusBadge } from "./sync-status-badge.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const rejection: RejectionRow = {
  id: "m1",
  userId: "u1",
  name: "experience.update",
  args: { title: "Evening choir" },
  code: "not_creator",
  message: "You can only edit experiences you created",
  errors: null,
  createdAt: "2025-06-01T10:00:00.000Z",
  rejectedAt: "2025-06-01T10:05:00.000Z",
};

const renderBadge = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SyncStatusBadge />
    </I18nProvider>,
  );
const status = () => screen.getByRole("status");

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
beforeEach(async () => {
  await resetDatabaseForTests();
  syncStatusStore.setState({ ...initialSyncStatus(), online: true, signedIn: true });
});
afterEach(() => {
  cleanup();
  setActiveSync(null);
});

describe("SyncStatusBadge", () => {
  it("says in words what the state is, as a live status", () => {
    renderBadge();
    expect(status()).toHaveTextContent("Online");
    act(() => syncStatusStore.setState({ pending: 3 }));
    expect(status()).toHaveTextContent("3 changes waiting");
    act(() => syncStatusStore.setState({ syncing: true }));
    expect(status()).toHaveTextContent("Syncing…");
    act(() => syncStatusStore.setState({ online: false, syncing: false, pending: 1 }));
    expect(status()).toHaveTextContent("Offline · 1 change waiting");
    act(() =>
      syncStatusStore.setState({ online: true, pending: 0, lastSyncedAt: "2025-06-01T10:42:00Z" }),
    );
    expect(status()).toHaveTextContent(/Synced \d{1,2}:\d{2}/);
  });

  it("shows how many changes wait as a count with the full sentence as its name", () => {
    renderBadge();
    expect(screen.queryByTestId("pending-count")).not.toBeInTheDocument();
    act(() => syncStatusStore.setState({ online: false, pending: 3 }));
    const count = screen.getByRole("img", { name: "Offline · 3 changes waiting" });
    expect(count.textContent).toBe("Offline3");
    act(() => syncStatusStore.setState({ online: true, pending: 2 }));
    expect(screen.getByRole("img", { name: "2 changes waiting" }).textContent).toBe("2");
    act(() => syncStatusStore.setState({ pending: 0 }));
    expect(screen.queryByTestId("pending-count")).not.toBeInTheDocument();
  });

  it("opens the sync panel with refused changes, their reason, and a dismiss", async () => {
    await db.rejections.put(rejection);
    act(() => syncStatusStore.setState({ rejected: [rejection] }));
    renderBadge();
    expect(status()).toHaveTextContent("1 change not saved");
    fireEvent.click(screen.getByRole("button", { name: "Sync status and unsaved changes" }));

    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(within(dialog).getByText("Sync status")).toBeInTheDocument();
    expect(within(dialog).getByText(/Experience changes/)).toHaveTextContent("Evening choir");
    expect(
      within(dialog).getByText("You can only edit experiences you created"),
    ).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss: Experience changes" }));
    await waitFor(async () => expect(await db.rejections.count()).toBe(0));
  });

  it("Sync now runs the page's engine", () => {
    const run = vi.fn(() => Promise.resolve());
    setActiveSync(run);
    renderBadge();
    fireEvent.click(screen.getByRole("button", { name: "Sync status and unsaved changes" }));
    fireEvent.click(screen.getByRole("button", { name: "Sync now", hidden: true }));
    expect(run).toHaveBeenCalled();
  });
});
