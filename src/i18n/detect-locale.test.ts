import { describe, expect, it } from "vitest";
import { detectInitialLocale } from "./detect-locale.ts";

describe("detectInitialLocale: stored choice, else browser language, else English", () => {
  it("prefers a valid stored choice over the browser language", () => {
    expect(detectInitialLocale({ stored: "lv", browserLanguage: "de-DE" })).toBe("lv");
  });

  it("ignores an invalid stored value and uses the browser language prefix", () => {
    expect(detectInitialLocale({ stored: "klingon", browserLanguage: "es-MX" })).toBe("es");
    expect(detectInitialLocale({ stored: "", browserLanguage: "hy" })).toBe("hy");
  });

  it("matches the prefix case-insensitively and with an underscore region", () => {
    expect(detectInitialLocale({ stored: null, browserLanguage: "FR_ca" })).toBe("fr");
  });

  it("falls back to English for an unsupported or missing browser language", () => {
    expect(detectInitialLocale({ stored: null, browserLanguage: "it-IT" })).toBe("en");
    expect(detectInitialLocale({ stored: null, browserLanguage: undefined })).toBe("en");
    expect(detectInitialLocale({ stored: null, browserLanguage: "" })).toBe("en");
  });

  it("does not take a prefix match from a longer code", () => {
    expect(detectInitialLocale({ stored: null, browserLanguage: "dev" })).toBe("en");
  });
});
