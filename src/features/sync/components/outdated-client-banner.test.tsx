// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initialSyncStatus, syncStatusStore } from "#sync/status-store.ts";
import { OutdatedClientBanner } from "./outdated-client-banner.tsx";
import { reloadToLatestVersion } from "./reload-to-latest-version.ts";

vi.mock("./reload-to-latest-version.ts", () => ({ reloadToLatestVersion: vi.fn() }));

const renderBanner = () =>
  render(
    <I18nProvider i18n={i18n}>
      <OutdatedClientBanner />
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
beforeEach(() => {
  syncStatusStore.setState({ ...initialSyncStatus(), online: true, signedIn: true });
});
afterEach(() => {
  cleanup();
  vi.mocked(reloadToLatestVersion).mockClear();
});

describe("OutdatedClientBanner", () => {
  it("says nothing while this version can sync", () => {
    renderBanner();
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
  });

  it("asks for a reload once the server calls this version outdated, and reloads", () => {
    renderBanner();
    act(() => syncStatusStore.setState({ lastError: "outdated" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A newer version of CultureWell is needed to keep syncing.",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("kept on this device");
    const button = screen.getByRole("button", { name: "Reload" });
    fireEvent.click(button);
    expect(reloadToLatestVersion).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });
});
