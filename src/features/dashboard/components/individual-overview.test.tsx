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
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, META_KEYS, resetDatabaseForTests } from "#db/db.ts";
import type { RegistrationRow } from "#db/types.ts";
import { useFirstVisit } from "#features/auth/index.ts";
import { useSessionStore } from "#session/session-store.ts";
import { initialSyncStatus, syncStatusStore } from "#sync/status-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { IndividualGreeting } from "./individual-greeting.tsx";
import { IndividualOverview } from "./individual-overview.tsx";

const USER = testUser();
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const registration = (n: number, status: string): RegistrationRow => ({
  id: id(100 + n),
  userId: USER.id,
  experienceId: id(n),
  status,
  registeredAt: inDays(-40),
  attendedAt: status === "attended" ? inDays(-30) : null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

/** The dashboard as its route screen composes it: the greeting as the h1, then the overview. */
function Dashboard() {
  return (
    <>
      <h1>
        <IndividualGreeting firstVisit={useFirstVisit()} />
      </h1>
      <IndividualOverview />
    </>
  );
}

function renderOverview() {
  const root = createRootRoute({ component: Outlet });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: "/dashboard-individual",
    component: Dashboard,
  });
  // Home, as far as the dashboard's mood link cares: the check-in section below the hero.
  const home = createRoute({
    getParentRoute: () => root,
    path: "/",
    component: () => (
      <section id="mood-check-in" aria-label="How are you feeling today?">
        <button type="button">Joyful</button>
      </section>
    ),
  });
  const routeTree = root.addChildren([dashboard, home]);
  const history = createMemoryHistory({ initialEntries: ["/dashboard-individual"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree, history })} />
    </I18nProvider>,
  );
}

const figure = (testId: string) => screen.findByTestId(testId).then((el) => el.textContent);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: USER, expired: false });
  // A device that has synced this user before (a fresh device is in its own describe below).
  syncStatusStore.setState({ ...initialSyncStatus(), online: true, lastSyncedAt: inDays(-1) });
});
afterEach(cleanup);

describe("IndividualOverview: the participant's figures come from the rows on this device", () => {
  it("counts upcoming entries, favourites, categories and door check-ins, and lists the next three", async () => {
    const exp = (n: number, title: string, category: string, date: string) =>
      testExperience({ id: id(n), title, category, date });
    await db.experiences.bulkPut([
      exp(1, "Choir rehearsal", "music", inDays(3)),
      exp(2, "Sketching in the park", "art", inDays(1)),
      exp(3, "Improv theatre", "theatre", inDays(5)),
      exp(4, "Drum circle", "music", inDays(9)),
      exp(5, "Poetry evening", "literature", inDays(-30)),
      exp(6, "Full pottery class", "craft-making", inDays(4)),
      exp(7, "Cancelled dance", "dance", inDays(6)),
      ...[8, 9, 10, 11, 12].map((n) => exp(n, `Open session ${n}`, "music", inDays(10 + n))),
    ]);
    await db.registrations.bulkPut([
      registration(1, "registered"),
      registration(2, "registered"),
      registration(3, "registered"),
      registration(4, "registered"),
      registration(5, "attended"),
      registration(6, "waitlisted"),
      registration(7, "cancelled"),
    ]);
    await db.calendarEvents.put({
      id: id(300),
      userId: USER.id,
      experienceId: null,
      title: "Walk with Sam",
      description: null,
      startTime: inDays(2),
      endTime: inDays(2.05),
      location: "Riverside",
      category: "personal",
      eventType: "custom",
      isReminder: false,
      reminderTime: null,
      moodContext: null,
      createdAt: inDays(-1),
      updatedAt: inDays(-1),
    });
    await db.favorites.bulkPut([
      { id: id(401), userId: USER.id, experienceId: id(8), createdAt: inDays(-2) },
      { id: id(402), userId: USER.id, experienceId: id(9), createdAt: inDays(-1) },
      { id: id(403), userId: id(999), experienceId: id(10), createdAt: inDays(-1) },
    ]);
    await db.moodEntries.bulkPut([
      {
        id: id(501),
        userId: USER.id,
        mood: "sad",
        intensity: 3,
        notes: null,
        createdAt: inDays(-3),
      },
      {
        id: id(502),
        userId: USER.id,
        mood: "joyful",
        intensity: 7,
        notes: null,
        createdAt: inDays(-1),
      },
    ]);
    renderOverview();

    // 4 registered experiences + 1 own event; not the waitlisted, cancelled or past attended one.
    expect(await figure("figure-upcoming")).toBe("5");
    expect(await figure("figure-favorites")).toBe("2");
    // music, visual arts (art), theatre, literature: the waitlisted and cancelled do not count.
    expect(await figure("figure-categories")).toBe("4");
    expect(await figure("figure-attended")).toBe("1");
    expect(screen.queryByText("8")).not.toBeInTheDocument();
    expect(screen.queryByText("12")).not.toBeInTheDocument();

    const upcoming = screen.getByRole("region", { name: "Your Upcoming Events" });
    const links = within(upcoming)
      .getAllByRole("heading", { level: 3 })
      .map((h) => {
        const link = within(h).getByRole("link");
        return [link.textContent, link.getAttribute("href")];
      });
    expect(links).toEqual([
      ["Sketching in the park", `/experience/${id(2)}`],
      ["Walk with Sam", "/calendar"],
      ["Choir rehearsal", `/experience/${id(1)}`],
    ]);
    expect(within(upcoming).getByRole("link", { name: "View All 5 Events" })).toHaveAttribute(
      "href",
      "/calendar",
    );

    const mood = screen.getByRole("region", { name: "Latest mood" });
    expect(within(mood).getByText("Joyful")).toBeInTheDocument();
    expect(within(mood).getByText("Intensity 7 out of 10")).toBeInTheDocument();
    expect(within(mood).getByRole("link", { name: "Log a mood" })).toHaveAttribute(
      "href",
      "/#mood-check-in",
    );

    const suggested = await screen.findByTestId("dashboard-suggestions");
    const suggestedTitles = within(suggested)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(suggestedTitles).toHaveLength(4);
    // Experiences the user is registered for are never suggested.
    expect(suggestedTitles.join()).not.toMatch(/Choir rehearsal|Sketching|Improv|Drum/);

    const quick = screen.getByRole("navigation", { name: "Quick links" });
    const hrefs = within(quick)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/experiences", "/profile", "/favorites", "/calendar"]);
    expect(screen.getByTestId("dashboard-quote")).toHaveTextContent(/— .+, .+\(\d{4}\)/);
    // Their first visit on this device, but not a new participant: welcomed back.
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Welcome back, Alex!");
  });

  it("greets a new participant with a start panel, zero figures and an invitation to log a mood", async () => {
    renderOverview();
    expect(await figure("figure-upcoming")).toBe("0");
    expect(await figure("figure-favorites")).toBe("0");
    expect(await figure("figure-categories")).toBe("0");
    expect(await figure("figure-attended")).toBe("0");
    expect(
      screen.getByRole("heading", { name: "Let's find your first experience" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View All/ })).not.toBeInTheDocument();
    const mood = screen.getByRole("region", { name: "Latest mood" });
    expect(within(mood).getByText(/You have not logged a mood yet/)).toBeInTheDocument();
    expect(within(mood).getByRole("link", { name: "Log your first mood" })).toHaveAttribute(
      "href",
      "/#mood-check-in",
    );
    expect(await screen.findByRole("heading", { name: "No suggestions yet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Welcome, Alex!");
  });

  it("shows 'Nothing coming up yet' when the user has history but nothing ahead", async () => {
    await db.experiences.put(testExperience({ id: id(5), date: inDays(-30) }));
    await db.registrations.put(registration(5, "attended"));
    renderOverview();
    expect(await figure("figure-attended")).toBe("1");
    expect(screen.getByRole("heading", { name: "Nothing coming up yet" })).toBeInTheDocument();
  });
});

describe("IndividualOverview on a fresh device: nothing is 'not there' before the first sync", () => {
  /** The user's history, as their first sync writes it: one booking, one favourite. */
  async function firstSyncWrites() {
    await db.experiences.put(testExperience({ id: id(1), category: "music", date: inDays(3) }));
    await db.registrations.put(registration(1, "registered"));
    await db.favorites.put({
      id: id(401),
      userId: USER.id,
      experienceId: id(1),
      createdAt: inDays(-2),
    });
  }
  /** Long enough for every live query to have answered from IndexedDB. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

  beforeEach(() => {
    // Signed in on this device just now: the user's first sync is running.
    syncStatusStore.setState({
      ...initialSyncStatus(),
      online: true,
      syncing: true,
      bulkPull: true,
    });
  });

  it("shows placeholders, not zeros, the start panel, 'No suggestions yet' or 'Welcome', until it is written", async () => {
    renderOverview();
    expect(await screen.findByTestId("dashboard-loading")).toBeInTheDocument();
    await settle();
    for (const name of ["upcoming", "favorites", "categories", "attended"]) {
      expect(screen.queryByTestId(`figure-${name}`)).not.toBeInTheDocument();
    }
    expect(screen.getByText("Upcoming Events")).toBeInTheDocument(); // the cards stay in place
    expect(
      screen.queryByRole("heading", { name: "Let's find your first experience" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No suggestions yet" })).not.toBeInTheDocument();
    expect(screen.queryByText(/You have not logged a mood yet/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent(/Welcome/);

    await act(async () => {
      await firstSyncWrites();
      syncStatusStore.setState({
        syncing: false,
        bulkPull: false,
        lastSyncedAt: new Date().toISOString(),
      });
    });
    expect(await figure("figure-upcoming")).toBe("1");
    expect(await figure("figure-favorites")).toBe("1");
    expect(await figure("figure-categories")).toBe("1");
    expect(screen.queryByTestId("dashboard-loading")).not.toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { name: "Let's find your first experience" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Welcome back, Alex!");
  });

  it("on a device that has synced before, shows its rows before the sync engine has started", async () => {
    // Reloaded: the status store starts empty; the engine fills it after the first content.
    syncStatusStore.setState({ ...initialSyncStatus(), online: true });
    await firstSyncWrites();
    await db.meta.put({ key: META_KEYS.lastSyncedAt, value: inDays(-1) });
    renderOverview();
    expect(await figure("figure-upcoming")).toBe("1");
    expect(screen.getByRole("heading", { level: 1 })).toHaveAccessibleName("Welcome back, Alex!");
  });

  it("offline, shows what this device holds: there is nothing more to wait for", async () => {
    syncStatusStore.setState({ online: false, syncing: false, bulkPull: false });
    renderOverview();
    expect(await figure("figure-upcoming")).toBe("0");
    expect(
      screen.getByRole("heading", { name: "Let's find your first experience" }),
    ).toBeInTheDocument();
  });
});

describe("the latest mood card's link", () => {
  it("opens home at the mood check-in and puts focus on it", async () => {
    renderOverview();
    const link = await screen.findByRole("link", { name: "Log your first mood" });
    await act(async () => fireEvent.click(link));
    const checkIn = await screen.findByRole("region", { name: "How are you feeling today?" });
    await waitFor(() => expect(checkIn).toHaveFocus());
    expect(checkIn).toHaveAttribute("tabindex", "-1");
  });
});
