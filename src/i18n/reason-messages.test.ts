import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { REASON_CODES, REASONS } from "#domain/reasons.ts";
import { reasonText } from "./reason-messages.ts";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("reason messages", () => {
  it("has words for every reason code, the same English as the server's", () => {
    // With an empty catalog Lingui renders the source text: it must equal the domain's.
    for (const code of REASON_CODES) expect(reasonText(i18n, code), code).toBe(REASONS[code].en);
  });

  it("never shows an unknown code or a server sentence; the fallback stands in", () => {
    expect(reasonText(i18n, "a_code_from_a_newer_server", "Fallback")).toBe("Fallback");
    expect(reasonText(i18n, "Invalid username or password", "Fallback")).toBe("Fallback");
    expect(reasonText(i18n, undefined)).toBe(REASONS.invalid_input.en);
  });

  it("translates through the catalog of the active locale", () => {
    i18n.loadAndActivate({ locale: "lv", messages: {} });
    try {
      i18n.load("lv", { [Object.keys(i18n.messages)[0] ?? "x"]: "x" });
      expect(reasonText(i18n, "experience_full")).toBe("This experience is full");
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });
});
