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
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { testReferral } from "../../data/test-referral.ts";
import { ProfessionalOverview } from "./professional-overview.tsx";

const pro = testUser({ id: "0197aaaa-0000-7000-8000-0000000000d1", userType: "professional" });
const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const step = (status: string) => ({ status, at: "2030-01-01T00:00:00Z", by: null, reason: null });
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const thisMonth = () => new Date().toISOString();

function renderOverview() {
  const root = createRootRoute({ component: ProfessionalOverview });
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
  useSessionStore.setState({ status: "signed-in", token: "t", user: pro, expired: false });
  // A device that has synced this user before (the first-sync wait has its own test).
  await db.meta.put({ key: META_KEYS.lastSyncedAt, value: new Date().toISOString() });
});
afterEach(cleanup);

describe("ProfessionalOverview: the professional dashboard's figures come from this device", () => {
  it("counts the professional's referrals, clients, engagement and partners, and lists them", async () => {
    const mine = (n: number, extra = {}) =>
      testReferral({ id: id(n), professionalId: pro.id, clientName: `Client ${n}`, ...extra });
    await db.referrals.bulkPut([
      mine(1, {
        createdAt: thisMonth(),
        clientId: "u1",
        status: "attended",
        timeline: [step("sent"), step("attended")],
      }),
      mine(2, {
        createdAt: "2020-01-01T10:00:00Z",
        clientId: "u2",
        status: "did_not_attend",
        timeline: [step("did_not_attend")],
      }),
      mine(3, { createdAt: "2020-01-02T10:00:00Z", clientId: "u1", status: "sent" }),
      mine(4, { createdAt: "2020-01-03T10:00:00Z", status: "closed" }),
      mine(5, { createdAt: "2020-01-04T10:00:00Z" }),
      mine(6, { createdAt: "2020-01-05T10:00:00Z" }),
      mine(7, { createdAt: "2020-01-06T10:00:00Z" }),
      testReferral({ id: id(9), professionalId: "someone-else", createdAt: thisMonth() }),
    ]);
    await db.experiences.bulkPut([
      testExperience({
        id: id(21),
        title: "Clay club",
        createdBy: "org-a",
        date: inFuture(5),
        createdAt: "2030-01-02T00:00:00Z",
      }),
      testExperience({
        id: id(22),
        title: "Choir",
        createdBy: "org-b",
        date: inFuture(9),
        createdAt: "2030-01-03T00:00:00Z",
      }),
      testExperience({
        id: id(23),
        title: "Old show",
        createdBy: "org-c",
        date: "2020-01-01T18:00:00Z",
      }),
    ]);
    renderOverview();

    expect(await figure("figure-month")).toBe("1");
    // u1 (two open referrals), u2, and the unlinked referrals 5, 6, 7.
    expect(await figure("figure-clients")).toBe("5");
    expect(await figure("figure-engagement")).toBe("50%");
    expect(screen.getByText("1 of 2 went to their booked experience")).toBeInTheDocument();
    expect(await figure("figure-partners")).toBe("2");

    const recent = screen.getByRole("region", { name: "Recent referrals" });
    const rows = within(recent)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain("Client 1");
    expect(rows[0]).toContain("Attended");
    expect(rows.join()).not.toContain("Client 2");
    expect(
      within(recent).getByRole("link", { name: "View all referrals (7)" }),
    ).toBeInTheDocument();

    const news = screen.getByRole("region", { name: "Partner news" });
    expect(
      within(news)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Choir", "Clay club"]);
    const art = screen.getByRole("link", { name: "Art for anxiety" }).getAttribute("href");
    expect(art).toBe("/experiences?category=art&wellbeing=anxiety");
    expect(screen.getByText(/within 2 hours during business hours/)).toBeInTheDocument();
  });

  it("shows '—' and why with no passed experience, and empty states for a new professional", async () => {
    renderOverview();
    expect(await figure("figure-engagement")).toBe("—No data");
    expect(screen.getByText("No referred experience has taken place yet")).toBeInTheDocument();
    expect(await figure("figure-month")).toBe("0");
    expect(await figure("figure-clients")).toBe("0");
    expect(screen.getByText(/No referrals yet/)).toBeInTheDocument();
    expect(screen.getByText(/No new listings from partners yet/)).toBeInTheDocument();
  });
});

describe("ProfessionalOverview before the first sync on this device", () => {
  it("shows placeholders, not a newcomer's empty figures, until the user's rows are synced", async () => {
    await db.meta.delete(META_KEYS.lastSyncedAt);
    renderOverview();
    expect(await screen.findByTestId("professional-dashboard-loading")).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^figure-/)).toEqual([]);
    // The sync ends (the engine writes its time): the figures take the placeholders' place.
    await db.meta.put({ key: META_KEYS.lastSyncedAt, value: new Date().toISOString() });
    expect((await screen.findAllByTestId(/^figure-/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("professional-dashboard-loading")).not.toBeInTheDocument();
  });
});
