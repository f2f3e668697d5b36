import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language-choice.ts";

const SHIPPED = ["en", "lv", "de"];
const choose = (stored: string | null, tag: string | null | undefined) =>
  chooseLanguage(stored, tag, SHIPPED, "en");

describe("chooseLanguage: stored choice, else browser language, else the fallback", () => {
  it("takes a shipped stored choice over the browser's language", () => {
    expect(choose("lv", "de-DE")).toBe("lv");
  });

  it("takes the browser tag's language prefix when nothing valid is stored", () => {
    expect(choose(null, "lv-LV")).toBe("lv");
    expect(choose("klingon", "DE_at")).toBe("de");
  });

  it("falls back for a language not shipped, an empty tag or a longer code", () => {
    expect(choose(null, "it-IT")).toBe("en");
    expect(choose(null, "")).toBe("en");
    expect(choose(null, undefined)).toBe("en");
    expect(choose(null, "dev")).toBe("en");
  });

  it("runs from its source text alone (the prerendered pages' boot script embeds it)", () => {
    const copy = new Function(`return (${chooseLanguage})`)() as typeof chooseLanguage;
    expect(copy("fr", "lv-LV", SHIPPED, "en")).toBe("lv");
  });
});
