// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ClosingCta } from "./closing-cta.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => cleanup());

const renderCta = (signedIn: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <ClosingCta signedIn={signedIn} />
    </I18nProvider>,
  );

describe("ClosingCta", () => {
  it("sends visitors to sign-up", () => {
    renderCta(false);
    expect(screen.getByRole("link", { name: "Create Free Account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    expect(screen.getByRole("link", { name: "Explore Experiences Near You" })).toHaveAttribute(
      "href",
      "/experiences",
    );
  });

  it("hides 'Create Free Account' from signed-in users", () => {
    renderCta(true);
    expect(screen.queryByRole("link", { name: "Create Free Account" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Explore Experiences Near You" })).toBeInTheDocument();
  });
});
