// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { experienceSearchSchema } from "#domain/experience-filters.ts";
import { testExperience } from "#testing/fixtures.ts";
import { ExperiencesScreen, SEARCH_URL_DEBOUNCE_MS } from "./experiences-screen.tsx";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const ROWS = [
  testExperience({ id: id(1), title: "Evening Choir", category: "music", price: 0 }),
  testExperience({ id: id(2), title: "Jazz Night", category: "music", price: 800 }),
  testExperience({ id: id(3), title: "Pottery", category: "craft", price: 1500 }),
];

/** The list screen under a real router on an in-memory history; `hrefs` logs every URL set. */
function renderList(initialUrl: string) {
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: "/experiences",
    validateSearch: experienceSearchSchema,
    component: () => <ExperiencesScreen search={list.useSearch()} />,
  });
  const other = createRoute({ getParentRoute: () => root, path: "/add-experience" });
  const history = createMemoryHistory({ initialEntries: [initialUrl] });
  const hrefs: string[] = [];
  history.subscribe(() => hrefs.push(history.location.href));
  const router = createRouter({ routeTree: root.addChildren([list, other]), history });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, hrefs, url: () => router.state.location.href };
}

const searchBox = () => screen.findByLabelText<HTMLInputElement>("Search experiences");
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);
/** Long enough for any delayed search write to have landed (asserting that none does). */
const afterDebounce = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_URL_DEBOUNCE_MS * 2)));

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.bulkPut(ROWS);
});
afterEach(cleanup);

describe("ExperiencesScreen: the URL is the one source of the search text and filters", () => {
  it("clearing the search then changing a filter at once never writes the old text back", async () => {
    const { hrefs, url } = renderList("/experiences?search=choir");
    const box = await searchBox();
    expect(box).toHaveValue("choir");
    await waitFor(() => expect(titles()).toEqual(["Evening Choir"]));

    const seen = hrefs.length;
    fireEvent.change(box, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "music" } });

    await waitFor(() => expect(url()).toBe("/experiences?category=music"));
    await afterDebounce();
    // Not even for a moment: a reload or a shared link in between would show another list.
    expect(hrefs.slice(seen)).toEqual(["/experiences?category=music"]);
    expect(url()).toBe("/experiences?category=music");
    expect(box).toHaveValue("");
    expect(titles()).toEqual(["Evening Choir", "Jazz Night"]);
  });

  it("typed text reaches the URL once typing pauses, and a filter change takes it along", async () => {
    const { url } = renderList("/experiences");
    const box = await searchBox();
    await waitFor(() => expect(titles()).toHaveLength(3));

    fireEvent.change(box, { target: { value: "night " } });
    await waitFor(() => expect(url()).toBe("/experiences?search=night"));
    expect(titles()).toEqual(["Jazz Night"]);
    // The space the URL trims away stays in the box: the next word is on its way.
    expect(box).toHaveValue("night ");

    fireEvent.change(box, { target: { value: "choir" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "free" } });
    await waitFor(() => expect(url()).toBe("/experiences?search=choir&price=free"));
    await afterDebounce();
    expect(url()).toBe("/experiences?search=choir&price=free");
    expect(titles()).toEqual(["Evening Choir"]);
  });

  it("the list follows each keystroke without waiting for the URL", async () => {
    const { url } = renderList("/experiences?price=paid");
    const box = await searchBox();
    await waitFor(() => expect(titles()).toEqual(["Jazz Night", "Pottery"]));

    fireEvent.change(box, { target: { value: "pot" } });
    // Checked before the URL write: the list already shows the typed text's answer.
    await waitFor(() => expect(titles()).toEqual(["Pottery"]));
    expect(url()).toBe("/experiences?price=paid");
    expect(screen.getByTestId("experience-count").textContent).toBe("1 experience found");

    await waitFor(() => expect(url()).toBe("/experiences?price=paid&search=pot"));
    expect(titles()).toEqual(["Pottery"]);
  });

  it("Clear Filters clears everything, text still being typed included", async () => {
    const { url } = renderList("/experiences?search=nothing-like-this&price=paid");
    const box = await searchBox();
    const clear = await screen.findByRole("button", { name: "Clear Filters" });

    fireEvent.change(box, { target: { value: "nothing-like-this either" } });
    fireEvent.click(clear);
    await waitFor(() => expect(url()).toBe("/experiences"));
    await afterDebounce();
    expect(url()).toBe("/experiences");
    expect(box).toHaveValue("");
    expect(titles()).toHaveLength(3);
  });

  it("a URL change from elsewhere (the header's search link) replaces the box's text", async () => {
    const { router, url } = renderList("/experiences");
    const box = await searchBox();
    fireEvent.change(box, { target: { value: "jazz " } });
    await waitFor(() => expect(url()).toBe("/experiences?search=jazz"));

    await act(() => router.navigate({ to: "/experiences", search: { search: "" } }));
    expect(box).toHaveValue("");
    await waitFor(() => expect(titles()).toHaveLength(3));
  });
});
