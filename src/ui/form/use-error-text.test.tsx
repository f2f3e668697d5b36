// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { R } from "#domain/reasons.ts";
import { useErrorText } from "./use-error-text.ts";

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
const errorText = () => renderHook(() => useErrorText(), { wrapper }).result.current;

beforeEach(() =>
  i18n.loadAndActivate({
    locale: "lv",
    messages: {
      [msg`Unknown wellbeing goal`.id]: "Nezināms labsajūtas mērķis",
      [msg`Title is required`.id]: "Nosaukums ir obligāts",
    },
  }),
);

describe("useErrorText", () => {
  it("translates the profile schema's messages and every other domain message", () => {
    const text = errorText();
    expect(text(R.wellbeing_goal_unknown)).toBe("Nezināms labsajūtas mērķis");
    expect(text(R.title_required)).toBe("Nosaukums ir obligāts");
  });

  it("never shows a server's own words: an unknown code reads generically", () => {
    expect(errorText()("That username is already taken")).toBe("Some of the details are not valid");
    expect(errorText()("a_code_from_a_newer_server")).toBe("Some of the details are not valid");
  });
});
