import { describe, expect, it } from "vitest";
import { type BootFacts, decideBoot } from "./boot-decision.ts";

const visitor: BootFacts = {
  pageLanguage: "lv",
  appLanguage: "lv",
  sessionStored: false,
  visitorsOnly: true,
};

describe("decideBoot: keep the prerendered page, or start the app at once", () => {
  it("keeps the page when the app would draw it too, and starts the app after its paint", () => {
    expect(decideBoot(visitor)).toBe("after-paint");
    expect(decideBoot({ ...visitor, visitorsOnly: false })).toBe("after-paint");
  });

  it("starts at once when the app would start in another language", () => {
    expect(decideBoot({ ...visitor, appLanguage: "de" })).toBe("now");
    expect(decideBoot({ ...visitor, appLanguage: "de", visitorsOnly: false })).toBe("now");
  });

  it("starts at once on a visitors' page (/) when a session is stored: the home is drawn", () => {
    expect(decideBoot({ ...visitor, sessionStored: true })).toBe("now");
  });

  it("keeps /landing for a signed-in user: it is the same page for everyone", () => {
    expect(decideBoot({ ...visitor, sessionStored: true, visitorsOnly: false })).toBe(
      "after-paint",
    );
  });
});
