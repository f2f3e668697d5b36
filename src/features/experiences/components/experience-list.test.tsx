// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countListedExperiences, listExperiences } from "#catalogue/list-experiences.ts";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { ExperienceFilters } from "#domain/experience-filters.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience } from "#testing/fixtures.ts";
import { LIST_HEAD, useExperienceList } from "../hooks/use-experience-list.ts";
import { ExperienceFilterBar } from "./experience-filter-bar.tsx";
import { ExperienceResults } from "./experience-results.tsx";

vi.mock("@tanstack/react-router", () => ({
  Link: (p: { children: ReactNode }) => <a href="/x">{p.children}</a>,
}));

// Called through, but observable: the order of the list's reads is part of its contract.
vi.mock("#catalogue/list-experiences.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#catalogue/list-experiences.ts")>();
  return {
    ...real,
    listExperiences: vi.fn(real.listExperiences),
    countListedExperiences: vi.fn(real.countListedExperiences),
  };
});

const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;

const ROWS = [
  testExperience({ id: id(1), title: "Evening Choir", category: "music", price: 0 }),
  testExperience({
    id: id(2),
    title: "Pottery",
    description: "Clay, wheel and glaze",
    venue: "Riverside Studio",
    category: "craft",
    price: 1500,
    accessibilityFeatures: ["sign-language-interpreter", "wheelchair-accessible"],
  }),
  testExperience({
    id: id(3),
    title: "Sketching",
    description: "Drawing in the museum",
    venue: "Art Museum",
    category: "visual-arts",
    price: 500,
    accessibilityFeatures: ["wheelchair-accessible"],
  }),
];

function Titles({ filters }: { filters: ExperienceFilters }) {
  const { experiences } = useExperienceList(filters);
  return <p data-testid="titles">{experiences?.map((e) => e.title).join("|") ?? "loading"}</p>;
}

/** Records each (rows shown / count) state the list goes through. */
function ListStates({ seen }: { seen: string[] }) {
  const { experiences, count } = useExperienceList({});
  const state = `${experiences?.length ?? "loading"}/${count ?? "counting"}`;
  if (seen.at(-1) !== state) seen.push(state);
  return <p data-testid="state">{state}</p>;
}

async function titlesFor(filters: ExperienceFilters) {
  wrap(<Titles filters={filters} />);
  const el = screen.getByTestId("titles");
  await waitFor(() => expect(el.textContent).not.toBe("loading"));
  const text = el.textContent ?? "";
  cleanup();
  return text === "" ? [] : text.split("|");
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  await db.experiences.bulkPut(ROWS);
});
afterEach(() => {
  cleanup();
  syncStatusStore.setState({ bulkPull: false, movingPacked: false });
});

describe("useExperienceList: the list's client filters over IndexedDB", () => {
  it("searches title, description and venue, case-insensitively", async () => {
    expect(await titlesFor({ search: "CHOIR" })).toEqual(["Evening Choir"]);
    expect(await titlesFor({ search: "glaze" })).toEqual(["Pottery"]);
    expect(await titlesFor({ search: "art museum" })).toEqual(["Sketching"]);
    expect(await titlesFor({ search: "nothing like this" })).toEqual([]);
  });

  it("filters by category (aliases folded), price and accessibility", async () => {
    expect(await titlesFor({ category: "craft-making" })).toEqual(["Pottery"]);
    expect(await titlesFor({ category: "art" })).toEqual(["Sketching"]);
    expect(await titlesFor({ price: "free" })).toEqual(["Evening Choir"]);
    expect(await titlesFor({ price: "paid" })).toEqual(["Pottery", "Sketching"]);
    expect(await titlesFor({ accessibility: ["sign-language"] })).toEqual(["Pottery"]);
    expect(await titlesFor({ accessibility: ["wheelchair-accessible"], price: "paid" })).toEqual([
      "Pottery",
      "Sketching",
    ]);
  });

  it("shows the first rows uncounted, then counted, then the whole list", async () => {
    const many = Array.from({ length: LIST_HEAD * 2 }, (_, i) =>
      testExperience({ id: id(500 + i), title: `Experience ${i}` }),
    );
    await db.experiences.bulkPut(many);
    const seen: string[] = [];
    wrap(<ListStates seen={seen} />);
    const all = ROWS.length + many.length;
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe(`${all}/${all}`));
    // The head is shown before the count is in, and no count is ever made up from the rows read
    // so far: it is "counting" or the true number.
    expect(seen.slice(0, 2)).toEqual(["loading/counting", `${LIST_HEAD}/counting`]);
    expect(seen.filter((state) => !/counting$/.test(state) && !state.endsWith(`/${all}`))).toEqual(
      [],
    );
  });

  it("reads the whole list only once the count is in, so the count never waits behind it", async () => {
    const many = Array.from({ length: LIST_HEAD * 2 }, (_, i) =>
      testExperience({ id: id(500 + i), title: `Experience ${i}` }),
    );
    await db.experiences.bulkPut(many);
    const count = vi.mocked(countListedExperiences);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    count.mockImplementationOnce(async () => {
      await gate;
      return db.experiences.count();
    });
    vi.mocked(listExperiences).mockClear();
    const seen: string[] = [];
    wrap(<ListStates seen={seen} />);
    await waitFor(() => expect(count).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Only the head was read while the count is under way.
    expect(vi.mocked(listExperiences).mock.calls).toEqual([[{ limit: LIST_HEAD }]]);
    release();
    const all = ROWS.length + many.length;
    await waitFor(() => expect(seen.at(-1)).toBe(`${all}/${all}`));
    expect(seen).toEqual([
      "loading/counting",
      `${LIST_HEAD}/counting`,
      `${LIST_HEAD}/${all}`,
      `${all}/${all}`,
    ]);
  });

  it("during a bulk pull shows the head uncounted, and everything once the pull ends", async () => {
    const seen: string[] = [];
    wrap(<ListStates seen={seen} />);
    const start = ROWS.length;
    await waitFor(() => expect(seen.at(-1)).toBe(`${start}/${start}`));

    act(() => syncStatusStore.setState({ bulkPull: true }));
    const pulled = Array.from({ length: LIST_HEAD * 2 }, (_, i) =>
      testExperience({ id: id(700 + i), title: `Pulled ${i}` }),
    );
    await db.experiences.bulkPut(pulled);
    // The head is re-read on its timer; the count and the whole list wait for the pull's end.
    await waitFor(() => expect(seen.at(-1)).toBe(`${LIST_HEAD}/counting`), { timeout: 3000 });
    const during = seen.slice(seen.indexOf(`${LIST_HEAD}/counting`));

    act(() => syncStatusStore.setState({ bulkPull: false }));
    const all = start + pulled.length;
    await waitFor(() => expect(seen.at(-1)).toBe(`${all}/${all}`));
    // The list read before the pull was never shown as if it were the whole list.
    expect(
      during.every((state) => state.startsWith(`${LIST_HEAD}/`) || state === `${all}/${all}`),
    ).toBe(true);
  });

  it("keeps its answer while packed rows are moved into the table, and reads once after", async () => {
    const seen: string[] = [];
    wrap(<ListStates seen={seen} />);
    const start = ROWS.length;
    await waitFor(() => expect(seen.at(-1)).toBe(`${start}/${start}`));

    act(() => syncStatusStore.setState({ movingPacked: true }));
    const calls = vi.mocked(listExperiences).mock.calls.length;
    // A write meanwhile (as each page moved is) is not read: the answer cannot have changed.
    await db.experiences.put(testExperience({ id: id(900), title: "Written while moving" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(vi.mocked(listExperiences).mock.calls.length).toBe(calls);
    expect(seen.at(-1)).toBe(`${start}/${start}`);

    act(() => syncStatusStore.setState({ movingPacked: false }));
    await waitFor(() => expect(seen.at(-1)).toBe(`${start + 1}/${start + 1}`));
    // Never shown as loading or uncounted in between.
    expect(seen.slice(seen.indexOf(`${start}/${start}`))).toEqual([
      `${start}/${start}`,
      `${start + 1}/${start + 1}`,
    ]);
  });
});

describe("ExperienceResults", () => {
  it("shows six skeleton cards while loading", () => {
    wrap(
      <ExperienceResults
        experiences={undefined}
        filterKey=""
        hasFilters={false}
        onClearFilters={() => {}}
      />,
    );
    expect(screen.getAllByTestId("experience-card-skeleton")).toHaveLength(6);
  });

  it("shows the empty state with Clear Filters when filters hide everything", () => {
    const clear = vi.fn();
    wrap(<ExperienceResults experiences={[]} filterKey="x" hasFilters onClearFilters={clear} />);
    expect(screen.getByTestId("experience-count").textContent).toBe("0 experiences found");
    expect(screen.getByRole("heading", { name: "No experiences found" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(clear).toHaveBeenCalledOnce();
  });

  it("counts everything found but renders only a window of rows, placed in the whole list", async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      testExperience({ id: id(100 + i), title: `Experience ${i}` }),
    );
    wrap(
      <ExperienceResults
        experiences={many}
        filterKey=""
        hasFilters={false}
        onClearFilters={() => {}}
      />,
    );
    expect(screen.getByTestId("experience-count").textContent).toBe("300 experiences found");
    const items = () => screen.getByTestId("experience-list").querySelectorAll("li[aria-posinset]");
    const positions = () => [...items()].map((li) => Number(li.getAttribute("aria-posinset")));
    expect(items().length).toBeGreaterThan(0);
    expect(items().length).toBeLessThan(40);
    expect(positions()[0]).toBe(1);
    expect([...items()].every((li) => li.getAttribute("aria-setsize") === "300")).toBe(true);
    // The rows not rendered are kept as room, so the page below the list does not move.
    const list = screen.getByTestId("experience-list");
    expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(10_000);

    // happy-dom lays nothing out (the page cannot scroll): stand in for a scrolled window, in
    // which the list (at the top of the page) moves up by the scrolled distance.
    vi.spyOn(list, "getBoundingClientRect").mockImplementation(
      () => ({ top: -window.scrollY, height: 0 }) as DOMRect,
    );
    Object.defineProperty(window, "scrollY", { value: 20_000, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    await waitFor(() => expect(Math.min(...positions())).toBeGreaterThan(60));
    expect(Number.parseFloat(list.style.paddingTop)).toBeGreaterThan(10_000);
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("a new answer draws the cards on screen at once, the overscan's right after that paint", async () => {
    const list = (prefix: string) =>
      Array.from({ length: 60 }, (_, i) =>
        testExperience({ id: id(700 + i), title: `${prefix} ${i}` }),
      );
    const results = (experiences: ReturnType<typeof list>, filterKey: string) => (
      <I18nProvider i18n={i18n}>
        <ExperienceResults
          experiences={experiences}
          filterKey={filterKey}
          hasFilters
          onClearFilters={() => {}}
        />
      </I18nProvider>
    );
    const { rerender } = render(results(list("Old"), "a"));
    const titles = () =>
      screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent ?? "");
    // Rows stand in at their estimated height (560 px) in a 768 px window: two rows on screen,
    // the third is the overscan below it.
    expect(titles()).toHaveLength(9);
    rerender(results(list("New"), "b"));
    const now = titles();
    expect(now.slice(0, 6).every((t) => t.startsWith("New"))).toBe(true);
    expect(now.slice(6).every((t) => t.startsWith("Old"))).toBe(true);
    await waitFor(() => expect(titles().every((t) => t.startsWith("New"))).toBe(true));
  });

  it("loads the first row's pictures at once, at high priority, and the rest lazily", () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      testExperience({ id: id(500 + i), title: `Experience ${i}` }),
    );
    wrap(
      <ExperienceResults
        experiences={many}
        filterKey=""
        hasFilters={false}
        onClearFilters={() => {}}
      />,
    );
    const images = screen
      .getAllByTestId("experience-card")
      .map((card) => card.querySelector("img"));
    const loading = images.map(
      (img) => `${img?.getAttribute("loading")}/${img?.getAttribute("fetchpriority")}`,
    );
    expect(loading.slice(0, 3)).toEqual(["eager/high", "eager/high", "eager/high"]);
    expect(new Set(loading.slice(3))).toEqual(new Set(["lazy/auto"]));
  });

  it("shows skeletons for matches counted but not read yet", () => {
    wrap(
      <ExperienceResults
        experiences={ROWS}
        count={9}
        filterKey=""
        hasFilters={false}
        onClearFilters={() => {}}
      />,
    );
    expect(screen.getByTestId("experience-count").textContent).toBe("9 experiences found");
    expect(screen.getAllByTestId("experience-card")).toHaveLength(3);
    expect(screen.getAllByTestId("experience-card-skeleton").length).toBeGreaterThan(0);
  });

  it("a new filter patches the rendered cards in place, each picture with its own experience", () => {
    const props = { filterKey: "", hasFilters: true, onClearFilters: () => {} };
    const { rerender } = wrap(<ExperienceResults experiences={ROWS} {...props} />);
    const [firstCard] = screen.getAllByTestId("experience-card");
    const firstImage = firstCard?.querySelector("img");
    const sketching = ROWS[2]!;
    rerender(
      <I18nProvider i18n={i18n}>
        <ExperienceResults
          experiences={[{ ...sketching, imageUrl: "/images/experiences/sketching.webp" }]}
          {...props}
        />
      </I18nProvider>,
    );
    const cards = screen.getAllByTestId("experience-card");
    expect(cards).toHaveLength(1);
    // The same element now shows the other experience: nothing torn down and built again…
    expect(cards[0]).toBe(firstCard);
    expect(cards[0]).toHaveTextContent("Sketching");
    // …except the picture, which never shows the previous experience's while loading.
    const image = cards[0]?.querySelector("img");
    expect(image).not.toBe(firstImage);
    expect(image).toHaveAttribute("src", "/images/experiences/sketching.webp");
  });

  it("shows the first rows under a loading heading while they are still being counted", () => {
    wrap(
      <ExperienceResults
        experiences={ROWS}
        counting
        filterKey=""
        hasFilters={false}
        onClearFilters={() => {}}
      />,
    );
    expect(screen.getByTestId("experience-count").textContent).toBe("Loading experiences…");
    expect(screen.getAllByTestId("experience-card")).toHaveLength(3);
    expect(screen.getByTestId("experience-count").closest("section")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  });

  it("says 1 experience found in the singular", () => {
    wrap(
      <ExperienceResults
        experiences={[ROWS[0]!]}
        filterKey=""
        hasFilters
        onClearFilters={() => {}}
      />,
    );
    expect(screen.getByTestId("experience-count").textContent).toBe("1 experience found");
    // Also the status a screen reader announces (settled: the first count at once).
    expect(screen.getByRole("status").textContent).toBe("1 experience found");
  });
});

describe("ExperienceFilterBar", () => {
  it("reports each control's change as a URL patch ('all' = not filtering)", () => {
    const onChange = vi.fn();
    const onSearchText = vi.fn();
    const onSearchFocus = vi.fn();
    wrap(
      <ExperienceFilterBar
        searchText=""
        onSearchText={onSearchText}
        onSearchFocus={onSearchFocus}
        values={{ accessibility: ["hearing-loop"] }}
        onChange={onChange}
      />,
    );
    // Focus first: the list builds its search index before the first keystroke.
    fireEvent.focus(screen.getByLabelText("Search experiences"));
    expect(onSearchFocus).toHaveBeenCalledOnce();
    fireEvent.change(screen.getByLabelText("Search experiences"), { target: { value: "jazz" } });
    expect(onSearchText).toHaveBeenLastCalledWith("jazz");
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "music" } });
    expect(onChange).toHaveBeenLastCalledWith({ category: "music" });
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "all" } });
    expect(onChange).toHaveBeenLastCalledWith({ category: undefined });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "paid" } });
    expect(onChange).toHaveBeenLastCalledWith({ price: "paid" });
    fireEvent.click(screen.getByLabelText("Sign language"));
    expect(onChange).toHaveBeenLastCalledWith({ accessibility: ["hearing-loop", "sign-language"] });
    fireEvent.click(screen.getByLabelText("Hearing loop"));
    expect(onChange).toHaveBeenLastCalledWith({ accessibility: undefined });
  });
  it("a keystroke leaves the filter controls untouched (no input is re-rendered but the box)", async () => {
    const onChange = vi.fn();
    const values = { category: "music" };
    const bar = (searchText: string) => (
      <I18nProvider i18n={i18n}>
        <ExperienceFilterBar
          searchText={searchText}
          onSearchText={() => {}}
          values={values}
          onChange={onChange}
        />
      </I18nProvider>
    );
    const { rerender } = render(bar(""));
    const changed: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) changed.push(`${(r.target as Element).tagName}@${r.attributeName}`);
    });
    const controls = screen.getByRole("group", { name: "Accessibility" }).parentElement;
    observer.observe(controls as Element, { attributes: true, subtree: true });
    rerender(bar("jazz"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(changed).toEqual([]);
    expect(screen.getByLabelText("Search experiences")).toHaveValue("jazz");
  });
});
