// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { noteStorageCleared, readStorageClearedNote } from "#db/installation.ts";
import { initialSyncStatus, syncStatusStore } from "#sync/status-store.ts";
import { StorageClearedNotice } from "./storage-cleared-notice.tsx";

const NOTED_AT = new Date("2026-11-28T10:00:00.000Z");

const renderNotice = () =>
  render(
    <I18nProvider i18n={i18n}>
      <StorageClearedNotice />
    </I18nProvider>,
  );
const notice = () => screen.getByRole("status");

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
beforeEach(async () => {
  await resetDatabaseForTests();
  syncStatusStore.setState({ ...initialSyncStatus(), online: true, signedIn: true });
});
afterEach(() => {
  cleanup();
});

describe("StorageClearedNotice", () => {
  it("says nothing when the browser cleared nothing", async () => {
    renderNotice();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(notice().textContent).toBe("");
  });

  it("tells what comes back and what is lost, then that it is back once synced", async () => {
    await noteStorageCleared(db, NOTED_AT);
    // A sync of the database before the clearing does not count.
    syncStatusStore.setState({ lastSyncedAt: "2026-11-27T09:00:00.000Z" });
    renderNotice();

    await waitFor(() =>
      expect(notice()).toHaveTextContent("This device's saved data was cleared by the browser."),
    );
    expect(notice()).toHaveTextContent(
      "Everything already sent is coming back from the server; changes made offline before that and not yet sent are lost.",
    );
    expect(notice()).toHaveTextContent("There is no way to know how many.");

    act(() => syncStatusStore.setState({ lastSyncedAt: "2026-11-28T10:00:05.000Z" }));
    expect(notice()).toHaveTextContent(
      "Everything already sent is back; changes made offline before that and not yet sent are lost.",
    );
    expect(notice()).toHaveTextContent("There is no way to know how many.");
  });

  it("is told once: dismissed, it leaves and does not come back", async () => {
    await noteStorageCleared(db, NOTED_AT);
    renderNotice();
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));

    await waitFor(() => expect(notice().textContent).toBe(""));
    expect(await readStorageClearedNote(db)).toBeNull();
    cleanup();
    renderNotice();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(notice().textContent).toBe("");
  });
});
