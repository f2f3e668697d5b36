// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { StorageSection } from "./storage-section.tsx";

/** The browser's storage manager as the test needs it (happy-dom has none). */
function browserStorage(storage: Partial<StorageManager> | undefined) {
  Object.defineProperty(navigator, "storage", { value: storage, configurable: true });
}

const renderSection = (locale = "en") => {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <StorageSection />
    </I18nProvider>,
  );
};

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "storage");
});

describe("StorageSection", () => {
  it("says the data is kept, and the space used of the quota", async () => {
    browserStorage({
      persisted: () => Promise.resolve(true),
      estimate: () => Promise.resolve({ usage: 4_200_000, quota: 1_500_000_000 }),
    });
    renderSection();

    const section = await screen.findByTestId("storage-section");
    expect(section).toHaveTextContent("Kept on this device");
    expect(section).toHaveTextContent("4.2 MB used of 1.5 GB");
  });

  it("warns that the browser may clear the data when it is not kept", async () => {
    browserStorage({
      persisted: () => Promise.resolve(false),
      estimate: () => Promise.resolve({ usage: 12_345, quota: 300_000_000 }),
    });
    renderSection();

    const section = await screen.findByTestId("storage-section");
    expect(section).toHaveTextContent("The browser may clear this data when space runs low");
    expect(section).not.toHaveTextContent("Kept on this device");
    expect(section).toHaveTextContent("12.3 kB used of 300 MB");
  });

  it("formats the sizes in the interface language", async () => {
    browserStorage({
      persisted: () => Promise.resolve(true),
      estimate: () => Promise.resolve({ usage: 4_250_000, quota: 1_500_000_000 }),
    });
    renderSection("de");

    const section = await screen.findByTestId("storage-section");
    expect(section).toHaveTextContent(/4,3\sMB/);
    expect(section).toHaveTextContent(/1,5\sGB/);
  });

  it("leaves the space out when the browser cannot estimate it", async () => {
    browserStorage({ persisted: () => Promise.resolve(false) });
    renderSection();

    const section = await screen.findByTestId("storage-section");
    expect(section).toHaveTextContent("The browser may clear this data when space runs low");
    expect(section).not.toHaveTextContent("used of");
  });

  it("still speaks in a browser without a storage manager", async () => {
    browserStorage(undefined);
    renderSection();

    const section = await screen.findByTestId("storage-section");
    expect(section).toHaveTextContent("The browser may clear this data when space runs low");
  });
});
