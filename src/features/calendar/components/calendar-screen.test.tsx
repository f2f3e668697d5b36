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
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import type { CalendarEventRow, RegistrationRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { configureHttp } from "#sync/http.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { CalendarScreen } from "./calendar-screen.tsx";

const USER = testUser();
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000);
/** The value format of a datetime-local input. */
const local = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const registration = (experienceId: string, status: string): RegistrationRow => ({
  id: `${experienceId.slice(0, -4)}f${experienceId.slice(-3)}`,
  userId: USER.id,
  experienceId,
  status,
  registeredAt: "2025-06-01T10:00:00.000Z",
  attendedAt: null,
  completedAt: null,
  wellbeingImpact: null,
  ticketToken: null,
  cancelledAt: null,
});

function renderScreen() {
  const root = createRootRoute({ component: Outlet });
  const calendar = createRoute({
    getParentRoute: () => root,
    path: "/calendar",
    component: CalendarScreen,
  });
  const detail = createRoute({ getParentRoute: () => root, path: "/experience/$id" });
  const router = createRouter({
    routeTree: root.addChildren([calendar, detail]),
    history: createMemoryHistory({ initialEntries: ["/calendar"] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const outboxNames = async () => (await db.outbox.toArray()).map((e) => e.name);
const today = () => screen.findByRole("region", { name: "Today" });

beforeAll(() => {
  // "An hour from now" must still be today whenever the suite runs (it failed at 23:09):
  // the clock starts at ten in the morning, local time, and runs on from there.
  const morning = new Date();
  morning.setHours(10, 0, 0, 0);
  vi.useFakeTimers({ toFake: ["Date"], now: morning, shouldAdvanceTime: true });
  i18n.loadAndActivate({ locale: "en", messages: {} });
  // The whole page renders (a month of day buttons): give slow shared machines room.
  configure({ asyncUtilTimeout: 5000 });
});
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: USER, expired: false });
  configureHttp({
    fetch: async () =>
      new Response(JSON.stringify({ active: false, createdAt: null }), {
        headers: { "content-type": "application/json" },
      }),
  });
});
afterEach(cleanup);
afterAll(() => vi.useRealTimers());

describe("today and registered experiences", () => {
  it("says 'No events scheduled for today' when nothing is on today", async () => {
    renderScreen();
    expect(
      await within(await today()).findByText("No events scheduled for today"),
    ).toBeInTheDocument();
  });

  it("shows a registered experience happening today, not a cancelled or waitlisted one", async () => {
    const soon = at(1);
    await db.experiences.bulkPut([
      testExperience({ id: id(1), title: "Choir today", date: soon.toISOString() }),
      testExperience({ id: id(2), title: "Cancelled today", date: soon.toISOString() }),
      testExperience({ id: id(3), title: "Waiting today", date: soon.toISOString() }),
    ]);
    await db.registrations.bulkPut([
      registration(id(1), "registered"),
      registration(id(2), "cancelled"),
      registration(id(3), "waitlisted"),
    ]);
    renderScreen();
    const region = await today();
    expect(await within(region).findByRole("link", { name: "Choir today" })).toBeInTheDocument();
    expect(within(region).queryByText("No events scheduled for today")).not.toBeInTheDocument();
    // Not among the calendar's entries, each a link to its experience ("Add from Experiences"
    // beside them names any experience, without a link).
    for (const title of ["Cancelled today", "Waiting today"]) {
      expect(within(region).queryByText(title)).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: title })).not.toBeInTheDocument();
    }
  });
});

describe("Add from Experiences and bookings", () => {
  /** An own event made from experience n with "Add to Calendar", then renamed and moved. */
  const addedEvent = (n: number): CalendarEventRow => ({
    id: id(700 + n),
    userId: USER.id,
    experienceId: id(n),
    title: "My own copy",
    description: null,
    startTime: at(3).toISOString(),
    endTime: at(4).toISOString(),
    location: "Riga",
    category: "music",
    eventType: "experience",
    isReminder: false,
    reminderTime: null,
    moodContext: null,
    createdAt: "2025-06-01T10:00:00.000Z",
    updatedAt: "2025-06-01T10:00:00.000Z",
  });
  const quickAdd = () => screen.findByRole("region", { name: "Add from Experiences" });
  /** The quick-add row of an experience: its title and its button. */
  const row = async (title: string) =>
    (await within(await quickAdd()).findByText(title)).closest("li") as HTMLElement;

  beforeEach(async () => {
    await db.experiences.bulkPut([
      testExperience({ id: id(1), title: "Booked choir", date: at(1).toISOString() }),
      testExperience({ id: id(2), title: "Open workshop", date: at(2).toISOString() }),
      testExperience({ id: id(3), title: "Waiting drums", date: at(5).toISOString() }),
    ]);
    await db.registrations.bulkPut([
      registration(id(1), "registered"),
      registration(id(3), "waitlisted"),
    ]);
  });

  it("does not offer an experience the user is registered for again", async () => {
    renderScreen();
    const booked = within(await row("Booked choir")).getByRole("button");
    await waitFor(() => expect(booked.textContent).toBe("In Your Calendar"));
    expect(booked).toHaveAttribute("aria-disabled", "true");
    await act(async () => fireEvent.click(booked));
    // A waiting list holds no place (it is not on the calendar): adding it is still offered.
    const waiting = within(await row("Waiting drums")).getByRole("button");
    expect(waiting.textContent).toBe("Add to Calendar");
    const open = within(await row("Open workshop")).getByRole("button");
    expect(open.textContent).toBe("Add to Calendar");
    await act(async () => fireEvent.click(open));
    await waitFor(async () => expect(await db.calendarEvents.count()).toBe(1));
    expect((await db.calendarEvents.toArray())[0]?.experienceId).toBe(id(2));
    expect(await outboxNames()).toEqual(["calendarEvent.create"]);
  });

  it("keeps the booking's entry (badge, link, venue) when an own event for it exists", async () => {
    await db.calendarEvents.put(addedEvent(1));
    renderScreen();
    const region = await today();
    const link = await within(region).findByRole("link", { name: "Booked choir" });
    expect(link).toHaveAttribute("href", `/experience/${id(1)}`);
    const entry = link.closest("article") as HTMLElement;
    expect(within(entry).getByText("Registered")).toBeInTheDocument();
    expect(within(entry).getByText("Old Town Hall, Riga")).toBeInTheDocument();
    expect(within(entry).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText("My own copy")).not.toBeInTheDocument();
  });
});

describe("Add Event dialog", () => {
  async function openDialog() {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Add Event" }));
    return screen.findByRole("dialog", { name: "Add Event" });
  }

  it("requires title, start and end, and the end after the start", async () => {
    const dialog = await openDialog();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Create Event" })),
    );
    expect(within(dialog).getByText("Title is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Start time is required")).toBeInTheDocument();
    expect(within(dialog).getByText("End time is required")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Start Time"), {
      target: { value: local(at(3)) },
    });
    fireEvent.change(within(dialog).getByLabelText("End Time"), {
      target: { value: local(at(2)) },
    });
    expect(within(dialog).getByText("End time must be after the start time")).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it("names an unreadable time: 'Invalid start time: …'", async () => {
    const dialog = await openDialog();
    const start = within(dialog).getByLabelText<HTMLInputElement>("Start Time");
    // Browsers clear what a date-time input cannot read; text typed where the input falls back
    // to a text box (older Safari) reaches the schema as typed.
    start.type = "text";
    fireEvent.change(start, { target: { value: "next tuesday" } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Create Event" })),
    );
    expect(within(dialog).getByText("Invalid start time: next tuesday")).toBeInTheDocument();
  });

  it("creates the event offline-first and closes; it shows under today", async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText("Event Title"), {
      target: { value: "Sketch walk" },
    });
    fireEvent.change(within(dialog).getByLabelText("Start Time"), {
      target: { value: local(at(1)) },
    });
    fireEvent.change(within(dialog).getByLabelText("End Time"), {
      target: { value: local(at(2)) },
    });
    fireEvent.change(within(dialog).getByLabelText("Location"), { target: { value: "Park" } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Create Event" })),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Add Event" })).not.toBeInTheDocument(),
    );
    expect(
      await within(await today()).findByRole("heading", { name: "Sketch walk" }),
    ).toBeInTheDocument();
    expect(await outboxNames()).toEqual(["calendarEvent.create"]);
    expect((await db.calendarEvents.toArray())[0]).toMatchObject({
      category: "personal",
      location: "Park",
    });
  });
});

describe("editing, deleting and reminders", () => {
  beforeEach(async () => {
    await db.calendarEvents.put({
      id: id(9),
      userId: USER.id,
      experienceId: null,
      title: "Pottery",
      description: "Bring an apron",
      startTime: at(0.5).toISOString(),
      endTime: at(2).toISOString(),
      location: "Studio",
      category: "craft",
      eventType: "custom",
      isReminder: false,
      reminderTime: null,
      moodContext: null,
      createdAt: "2025-06-01T10:00:00.000Z",
      updatedAt: "2025-06-01T10:00:00.000Z",
    });
  });

  it("edits the event through calendarEvent.update", async () => {
    renderScreen();
    const [edit] = await screen.findAllByRole("button", { name: /^Edit\s?: Pottery$/ });
    fireEvent.click(edit as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Edit Event" });
    const title = within(dialog).getByLabelText<HTMLInputElement>("Event Title");
    expect(title).toHaveValue("Pottery");
    fireEvent.change(title, { target: { value: "Pottery, wheel" } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" })),
    );
    await waitFor(async () =>
      expect((await db.calendarEvents.get(id(9)))?.title).toBe("Pottery, wheel"),
    );
    expect(await outboxNames()).toEqual(["calendarEvent.update"]);
  });

  it("deletes after confirming", async () => {
    renderScreen();
    const [remove] = await screen.findAllByRole("button", { name: /^Delete\s?: Pottery$/ });
    fireEvent.click(remove as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Delete this event?" });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete Event" })),
    );
    await waitFor(async () => expect(await db.calendarEvents.count()).toBe(0));
    expect(await outboxNames()).toEqual(["calendarEvent.delete"]);
    expect(
      await within(await today()).findByText("No events scheduled for today"),
    ).toBeInTheDocument();
  });

  it("a reminder chosen for 1 hour before is due now: listed, then dismissed", async () => {
    renderScreen();
    const [select] = await screen.findAllByLabelText("Remind me");
    await act(async () => fireEvent.change(select as HTMLElement, { target: { value: "1h" } }));
    const panel = await screen.findByRole("region", { name: "Reminders" });
    expect(within(panel).getByText("Pottery")).toBeInTheDocument();
    await act(async () =>
      fireEvent.click(within(panel).getByRole("button", { name: /^Dismiss\s?: Pottery$/ })),
    );
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Reminders" })).not.toBeInTheDocument(),
    );
    expect(await outboxNames()).toEqual(["eventReminder.set", "eventReminder.dismiss"]);
  });
});

describe("month view", () => {
  it("moves the chosen day with the arrow keys and lists that day's entries", async () => {
    renderScreen();
    const now = new Date();
    // aria-pressed marks the chosen day (a CSS query: role queries over 40 buttons are slow).
    const chosenDay = () =>
      document.querySelector<HTMLButtonElement>('button[aria-pressed="true"]');
    await waitFor(() => expect(chosenDay()).toBeInTheDocument(), { timeout: 5000 });
    const pressed = chosenDay() as HTMLButtonElement;
    expect(pressed.dataset.day?.endsWith(String(now.getDate()).padStart(2, "0"))).toBe(true);
    act(() => pressed.focus());
    await act(async () => fireEvent.keyDown(pressed, { key: "ArrowDown" }));
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
    const nextDay = String(next.getDate()).padStart(2, "0");
    // Generous waits: under a full parallel run the live queries answer slowly.
    await waitFor(() => expect(chosenDay()?.dataset.day?.endsWith(nextDay)).toBe(true), {
      timeout: 5000,
    });
    const chosen = chosenDay() as HTMLButtonElement;
    expect(chosen).toHaveAttribute("tabindex", "0");
    await waitFor(() => expect(chosen).toHaveFocus(), { timeout: 5000 });
    expect(
      await screen.findByText("Nothing on this day.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 20_000);
});
