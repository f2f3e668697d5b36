// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, META_KEYS, resetDatabaseForTests } from "#db/db.ts";
import type { AttendeeRow } from "#db/types.ts";
import { useSessionStore } from "#session/session-store.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { PartnerOverview } from "./partner-overview.tsx";

const partner = testUser({
  id: "0197aaaa-0000-7000-8000-0000000000b1",
  userType: "cultural_partner",
});
const other = "0197aaaa-0000-7000-8000-0000000000b2";
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

let seq = 100;
function attendee(experienceId: string, status: string, registeredAt: string): AttendeeRow {
  seq += 1;
  return {
    id: id(seq),
    experienceId,
    name: `Person ${seq}`,
    ticketRef: `REF${seq}`,
    status,
    registeredAt,
    attendedAt: null,
    cancelledAt: null,
    checkedInBy: null,
  };
}

function renderOverview() {
  const root = createRootRoute({ component: PartnerOverview });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

const figure = (testId: string) => screen.findByTestId(testId).then((el) => el.textContent);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: partner, expired: false });
  // A device that has synced this user before (the first-sync wait has its own test).
  await db.meta.put({ key: META_KEYS.lastSyncedAt, value: new Date().toISOString() });
  // Offline: the impact card (its own test, impact-card.test.tsx) asks no server here.
  syncStatusStore.setState({ online: false });
});
afterEach(cleanup);

describe("PartnerOverview: the partner dashboard's figures come from the rows on this device", () => {
  it("counts the partner's listings, bookings and weighted ratings, and lists real inquiries", async () => {
    const mine = (n: number, extra = {}) =>
      testExperience({ id: id(n), title: `Listing ${n}`, createdBy: partner.id, ...extra });
    await db.experiences.bulkPut([
      mine(1, { date: "2031-01-01T18:00:00Z", ratingAverage: 5, ratingCount: 1, price: 1250 }),
      mine(2, { date: "2031-02-01T18:00:00Z", ratingAverage: 4, ratingCount: 9 }),
      mine(3, { date: "2031-03-01T18:00:00Z", isActive: false }),
      mine(4, { date: "2031-04-01T18:00:00Z" }),
      testExperience({
        id: id(9),
        title: "Not mine",
        createdBy: other,
        ratingAverage: 1,
        ratingCount: 50,
      }),
    ]);
    await db.attendees.bulkPut([
      attendee(id(1), "registered", daysAgo(1)),
      attendee(id(1), "registered", daysAgo(20)),
      attendee(id(2), "attended", daysAgo(3)),
      attendee(id(2), "no_show", daysAgo(30)),
      attendee(id(2), "waitlisted", daysAgo(1)),
      attendee(id(4), "cancelled", daysAgo(1)),
      // Another partner's attendee (this partner helps at their door): never counted.
      attendee(id(9), "registered", daysAgo(1)),
    ]);
    await db.inquiries.bulkPut(
      [1, 2, 3, 4].map((n) => ({
        id: id(200 + n),
        experienceId: id(n === 4 ? 9 : n),
        userId: null,
        name: `Asker ${n}`,
        email: `asker${n}@example.org`,
        message: `Question ${n}`,
        createdAt: `2030-01-0${n}T10:00:00.000Z`,
      })),
    );
    renderOverview();

    expect(await figure("figure-active")).toBe("3");
    expect(await figure("figure-participants")).toBe("4");
    expect(await figure("figure-weekly")).toBe("2");
    expect(await figure("figure-satisfaction")).toBe("4.1 / 5");
    expect(screen.getByText("from 10 ratings")).toBeInTheDocument();
    expect(screen.queryByText("94%")).not.toBeInTheDocument();

    const listings = screen.getByRole("region", { name: "Your Experiences" });
    const titles = within(listings)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Listing 1", "Listing 2", "Listing 3"]);
    expect(within(listings).getByText("€12.50")).toBeInTheDocument();
    expect(within(listings).getAllByText("Free")).toHaveLength(2);
    expect(within(listings).getByRole("link", { name: "View All (4)" })).toHaveAttribute(
      "href",
      "/partner/bookings",
    );
    const edit = within(listings).getAllByRole("link", { name: "Edit" })[0];
    expect(edit).toHaveAttribute("href", `/edit-experience/${id(1)}`);
    const checkIn = within(listings).getAllByRole("link", { name: "Door check-in" })[0];
    expect(checkIn).toHaveAttribute("href", `/partner/check-in/${id(1)}`);

    const inquiries = screen.getAllByTestId("recent-inquiry").map((li) => li.textContent);
    expect(inquiries).toHaveLength(3);
    expect(inquiries[0]).toContain("Asker 3");
    expect(inquiries[0]).toContain("About: Listing 3");
    expect(inquiries[0]).toContain("Question 3");
    expect(inquiries.join()).not.toContain("Asker 4");
  });

  it("shows '—' and why for satisfaction without ratings, and a start panel for a new partner", async () => {
    renderOverview();
    expect(await figure("figure-satisfaction")).toBe("—No data");
    expect(
      screen.getByText("No ratings yet: attendees are asked how it went after their visit"),
    ).toBeInTheDocument();
    expect(await figure("figure-active")).toBe("0");
    expect(await figure("figure-participants")).toBe("0");
    expect(screen.getByRole("heading", { name: /let's get you started/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "No inquiries yet" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View All/ })).not.toBeInTheDocument();
  });
});

describe("PartnerOverview before the first sync on this device", () => {
  it("shows placeholders, not a newcomer's empty figures, until the user's rows are synced", async () => {
    await db.meta.delete(META_KEYS.lastSyncedAt);
    renderOverview();
    expect(await screen.findByTestId("partner-dashboard-loading")).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^figure-/)).toEqual([]);
    // The sync ends (the engine writes its time): the figures take the placeholders' place.
    await db.meta.put({ key: META_KEYS.lastSyncedAt, value: new Date().toISOString() });
    expect((await screen.findAllByTestId(/^figure-/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("partner-dashboard-loading")).not.toBeInTheDocument();
  });
});
