// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { addFavorite } from "../data/favorites-repo.ts";
import { FavoritesTab } from "./favorites-tab.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const experience = testExperience({ title: "Evening choir" });

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "tok", user: testUser(), expired: false });
  await db.experiences.put(experience);
});

afterEach(() => cleanup());

const renderTab = () =>
  render(
    <I18nProvider i18n={i18n}>
      <FavoritesTab />
    </I18nProvider>,
  );

describe("FavoritesTab", () => {
  it("lists saved experiences and empties to a link to the list when the last is removed", async () => {
    await addFavorite(experience.id);
    renderTab();
    expect(await screen.findByRole("heading", { name: "Evening choir" })).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Save “Evening choir” to favorites" });
    expect(toggle).toBePressed();

    fireEvent.click(toggle);

    expect(await screen.findByRole("heading", { name: "No favorites yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Experiences" })).toHaveAttribute(
      "href",
      "/experiences",
    );
    expect((await db.outbox.toArray()).map((o) => o.name)).toEqual([
      "favorite.add",
      "favorite.remove",
    ]);
  });
});
