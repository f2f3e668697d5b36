import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  localizeServerMessage,
  translateValidation,
  VALIDATION_MESSAGES,
} from "./validation-messages.ts";
import { R } from "../domain/reasons.ts";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

describe("validation messages", () => {
  it("has a catalog entry for every domain message, with the same English text", () => {
    for (const text of [
      ...Object.values(MSG),
      ...Object.values(CONTACT_MSG),
      ...Object.values(EXPERIENCE_MSG),
      ...Object.values(INQUIRY_MSG),
    ]) {
      const descriptor = VALIDATION_MESSAGES.get(text);
      expect(descriptor, text).toBeDefined();
      // With an empty catalog Lingui renders the source text: it must equal the domain's.
      expect(i18n._(descriptor!)).toBe(text);
    }
  });

  it("passes unknown messages through unchanged", () => {
    expect(translateValidation(i18n, "Something the server made up")).toBe(
      "Something the server made up",
    );
  });

  it("shows a server message in English, or the fallback in another language", () => {
    expect(localizeServerMessage(i18n, "Invalid username or password", "Fallback")).toBe(
      "Invalid username or password",
    );
    expect(localizeServerMessage(i18n, null, "Fallback")).toBe("Fallback");
    i18n.loadAndActivate({ locale: "lv", messages: {} });
    try {
      expect(localizeServerMessage(i18n, "Invalid username or password", "Fallback")).toBe(
        "Fallback",
      );
      // Known messages still go through the catalog (here: source text, as lv is empty).
      expect(localizeServerMessage(i18n, R.username_required, "Fallback")).toBe(
        R.username_required,
      );
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });
});
