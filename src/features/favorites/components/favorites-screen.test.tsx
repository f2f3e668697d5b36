// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import type { FavoriteSort } from "../data/favorite-sort.ts";
import { FavoritesScreen } from "./favorites-screen.tsx";

const USER = testUser();
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;

function Harness() {
  const [sort, setSort] = useState<FavoriteSort>("newest");
  return <FavoritesScreen sort={sort} onSortChange={setSort} />;
}

function renderScreen() {
  const root = createRootRoute({ component: Harness });
  const history = createMemoryHistory({ initialEntries: ["/favorites"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

const titles = () =>
  within(screen.getByTestId("favorites-grid"))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: USER, expired: false });
});
afterEach(cleanup);

describe("FavoritesScreen", () => {
  it("sorts the saved experiences by date saved and by title, and removes one", async () => {
    await db.experiences.bulkPut([
      testExperience({ id: id(1), title: "Pottery morning" }),
      testExperience({ id: id(2), title: "Evening choir" }),
      testExperience({ id: id(3), title: "Zine club" }),
    ]);
    await db.favorites.bulkPut([
      { id: id(11), userId: USER.id, experienceId: id(1), createdAt: "2030-01-03T10:00:00.000Z" },
      { id: id(12), userId: USER.id, experienceId: id(2), createdAt: "2030-01-01T10:00:00.000Z" },
      { id: id(13), userId: USER.id, experienceId: id(3), createdAt: "2030-01-02T10:00:00.000Z" },
      // Someone else's favourite on this device is never shown.
      { id: id(14), userId: id(99), experienceId: id(2), createdAt: "2030-01-04T10:00:00.000Z" },
    ]);
    renderScreen();

    expect(await screen.findByRole("heading", { name: "3 saved experiences" })).toBeInTheDocument();
    expect(titles()).toEqual(["Pottery morning", "Zine club", "Evening choir"]);

    const select = screen.getByRole("combobox", { name: "Sort by" });
    fireEvent.change(select, { target: { value: "oldest" } });
    expect(titles()).toEqual(["Evening choir", "Zine club", "Pottery morning"]);
    fireEvent.change(select, { target: { value: "title" } });
    expect(titles()).toEqual(["Evening choir", "Pottery morning", "Zine club"]);

    fireEvent.click(
      screen.getByRole("button", { name: "Remove “Pottery morning” from favorites" }),
    );
    await waitFor(() => expect(titles()).toEqual(["Evening choir", "Zine club"]));
    const heading = screen.getByRole("heading", { name: "2 saved experiences" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(["favorite.remove"]);
  });

  it("invites a user with no favourites to browse experiences", async () => {
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No favorites yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Experiences" })).toHaveAttribute(
      "href",
      "/experiences",
    );
    expect(screen.queryByRole("combobox", { name: "Sort by" })).not.toBeInTheDocument();
  });
});
