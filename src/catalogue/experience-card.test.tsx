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

describe("ExperienceCard", () => {
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
    expect(screen.getByRole("heading", { level: 2, name: "Evening choir" })).toBeInTheDocument();
    expect(screen.getByText("Music & Sound")).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
    expect(screen.getByText("Old Town Hall")).toBeInTheDocument();
    expect(screen.getByText("90 minutes")).toBeInTheDocument();
    expect(screen.getByText("Max 12")).toBeInTheDocument();
    expect(screen.getByText("Accessible")).toBeInTheDocument();
    expect(screen.getByText("Lifts the mood through singing together")).toBeInTheDocument();
    expect(screen.getByText("Sing together with neighbours.")).toHaveClass("line-clamp-3");
    const link = screen.getByRole("link", { name: /Join Experience/ });
    expect(link).toHaveAttribute("href", "/experience/0197aaaa-0000-7000-8000-0000000000e1");
    expect(screen.getByRole("button", { name: "Fav" })).toBeInTheDocument();
  });

  it("says a duration in the plural form its number needs", () => {
    renderCard({ duration: 1 });
    expect(screen.getByText("1 minute")).toBeInTheDocument();
    cleanup();
    renderCard({ duration: 45 });
    expect(screen.getByText("45 minutes")).toBeInTheDocument();
  });

  it("formats prices: cents as euros in the active locale, else Free", () => {
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
    expect(screen.queryByText("Accessible")).not.toBeInTheDocument();
    expect(screen.queryByText(/minutes/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Max/)).not.toBeInTheDocument();
  });

  it("reserves the image's space, loads it lazily and falls back once on error", () => {
    const { container } = renderCard({ imageUrl: "/images/missing.jpg" }, "en");
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img).toHaveAttribute("width", "800");
    expect(img).toHaveAttribute("height", "500");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", FALLBACK_IMAGE);
    img.setAttribute("src", "/other.jpg");
    fireEvent.error(img);
    expect(img).toHaveAttribute("src", "/other.jpg");
  });

  it("uses an h3 under a section heading", () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <ExperienceCard experience={testExperience()} headingLevel={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Evening choir" })).toBeInTheDocument();
  });
});
