// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { OrganiserCard } from "./organiser-card.tsx";

const PARTNER = "0197aaaa-0000-7000-8000-0000000000b1";

function renderCard(partnerId: string | null) {
  return render(
    <I18nProvider i18n={i18n}>
      <OrganiserCard partnerId={partnerId} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(resetDatabaseForTests);
afterEach(cleanup);

describe("OrganiserCard", () => {
  it("shows the organiser's published profile on their experiences", async () => {
    await db.partners.put({
      id: PARTNER,
      organisationName: "Riverside Arts Centre",
      venues: ["Riverside Arts Centre, Ķīpsala", "Old Town Hall"],
      contactEmail: "hello@riverside.example",
      contactPhone: "+371 2000 0000",
      website: "https://riverside.example",
      description: "A community arts space.",
      accessibilityInfo: "Step-free entrance; hearing loop.",
      updatedAt: "2026-11-01T10:00:00.000Z",
    });
    renderCard(PARTNER);
    expect(await screen.findByRole("heading", { name: "Who runs this" })).toBeInTheDocument();
    expect(screen.getByText("Riverside Arts Centre")).toBeInTheDocument();
    expect(screen.getByText("Step-free entrance; hearing loop.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@riverside.example" })).toHaveAttribute(
      "href",
      "mailto:hello@riverside.example",
    );
    expect(screen.getByRole("link", { name: "+371 2000 0000" })).toHaveAttribute(
      "href",
      "tel:+37120000000",
    );
  });

  it("shows nothing when the organiser published no profile, or the listing has no creator", async () => {
    const { container } = renderCard(PARTNER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
    cleanup();
    const none = renderCard(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(none.container.textContent).toBe("");
  });
});
