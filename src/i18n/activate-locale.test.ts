import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "./activate-locale.ts";
import { LOCALE_STORAGE_KEY } from "./locales.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("activateLocale", () => {
  it("loads the catalog, activates it, stores the choice and sets <html lang>", async () => {
    const store = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    const html = { lang: "en" };
    vi.stubGlobal("document", { documentElement: html });

    await activateLocale("lv");

    expect(i18n.locale).toBe("lv");
    expect(store.get(LOCALE_STORAGE_KEY)).toBe("lv");
    expect(html.lang).toBe("lv");
  });

  it("still switches when storage is blocked", async () => {
    vi.stubGlobal("localStorage", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    vi.stubGlobal("document", { documentElement: { lang: "en" } });

    await expect(activateLocale("de")).resolves.toBeUndefined();
    expect(i18n.locale).toBe("de");
  });
});
