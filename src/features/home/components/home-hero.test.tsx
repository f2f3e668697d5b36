// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HomeHero } from "./home-hero.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => cleanup());

const renderHero = (firstVisit: boolean, firstName?: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <HomeHero firstName={firstName} firstVisit={firstVisit} />
    </I18nProvider>,
  );

describe("HomeHero greeting", () => {
  it("welcomes a first visit, not 'back'", () => {
    renderHero(true, "Alex");
    expect(screen.getByText("Welcome, Alex!")).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("welcomes a returning user back, with or without a name", () => {
    renderHero(false, "Alex");
    expect(screen.getByText("Welcome back, Alex!")).toBeInTheDocument();
    cleanup();
    renderHero(false);
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
  });
});
