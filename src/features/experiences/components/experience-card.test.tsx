// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testExperience } from "#testing/fixtures.ts";
import { ExperienceCard } from "./experience-card.tsx";
import { FALLBACK_IMAGE } from "./experience-image.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: (p: { to: string; params?: { id: string }; children: ReactNode; className?: string }) => (
    <a href={p.to.replace("$id", p.params?.id ?? "")} className={p.className}>
      {p.children}
    </a>
  ),
}));

function renderCard(overrides: Parameters<typeof testExperience>[0] = {}, locale = "en") {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <ExperienceCard
        experience={testExperience(overrides)}
        actions={<button type="button">Fav</button>}
      />
    </I18nProvider>,
  );
}

beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("ExperienceCard (spec §2)", () => {
  it("shows every item of the card and links to the detail page", () => {
    renderCard({
      title: "Evening choir",
      category: "music",
      duration: 90,
      maxParticipants: 12,
      venue: "Old Town Hall",
      wellbeingBenefit: "Lifts the mood through singing together",
      accessibilityFeatures: ["hearing-loop"],
    });
    expect(screen.getByRole("heading", { level: 2, name: "Evening choir" })).toBeTruthy();
    expect(screen.getByText("Music & Sound")).toBeTruthy();
    expect(screen.getByText("Free")).toBeTruthy();
    expect(screen.getByText("Old Town Hall")).toBeTruthy();
    expect(screen.getByText("90 minutes")).toBeTruthy();
    expect(screen.getByText("Max 12")).toBeTruthy();
    expect(screen.getByText("Accessible")).toBeTruthy();
    expect(screen.getByText("Lifts the mood through singing together")).toBeTruthy();
    expect(screen.getByText("Sing together with neighbours.").className).toContain("line-clamp-3");
    const link = screen.getByRole("link", { name: /Join Experience/ });
    expect(link.getAttribute("href")).toBe("/experience/0197aaaa-0000-7000-8000-0000000000e1");
    expect(screen.getByRole("button", { name: "Fav" })).toBeTruthy();
  });

  it("says a duration in the plural form its number needs", () => {
    renderCard({ duration: 1 });
    expect(screen.getByText("1 minute")).toBeTruthy();
    cleanup();
    renderCard({ duration: 45 });
    expect(screen.getByText("45 minutes")).toBeTruthy();
  });

  it("formats prices as spec §9 says: cents as euros in the active locale, else Free", () => {
    renderCard({ price: 1250 });
    expect(screen.getByTestId("experience-price").textContent).toBe("€12.50");
    cleanup();
    renderCard({ price: 1250 }, "de");
    expect(screen.getByTestId("experience-price").textContent).toBe("12,50\u00a0€");
    cleanup();
    for (const price of [0, Number.NaN, -5]) {
      renderCard({ price });
      expect(screen.getByTestId("experience-price").textContent).toBe("Free");
      cleanup();
    }
  });

  it("has no Accessible marker without features, and no empty duration or size", () => {
    renderCard({ accessibilityFeatures: [], duration: null, maxParticipants: null });
    expect(screen.queryByText("Accessible")).toBeNull();
    expect(screen.queryByText(/minutes/)).toBeNull();
    expect(screen.queryByText(/^Max/)).toBeNull();
  });

  it("reserves the image's space, loads it lazily and falls back once on error", () => {
    const { container } = renderCard({ imageUrl: "/images/missing.jpg" }, "en");
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.getAttribute("width")).toBe("800");
    expect(img.getAttribute("height")).toBe("500");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(FALLBACK_IMAGE);
    img.setAttribute("src", "/other.jpg");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/other.jpg");
  });

  it("uses an h3 under a section heading", () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <ExperienceCard experience={testExperience()} headingLevel={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Evening choir" })).toBeTruthy();
  });
});
