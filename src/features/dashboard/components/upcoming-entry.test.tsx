// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CalendarItem } from "#domain/calendar-items.ts";
import type { Experience } from "#domain/entities/experience.ts";
import { testExperience } from "#testing/fixtures.ts";
import { UpcomingEntry } from "./upcoming-entry.tsx";

const start = new Date("2026-12-01T18:00:00.000Z");
const end = new Date("2026-12-01T20:00:00.000Z");

function booked(status: string): CalendarItem {
  const experience = testExperience({ title: "Evening choir" }) as Experience;
  return {
    kind: "registration",
    key: `experience:${experience.id}`,
    experience,
    status,
    title: experience.title,
    description: null,
    location: "Town hall",
    category: "music",
    start,
    end,
    experienceId: experience.id,
  };
}

function renderEntry(item: CalendarItem) {
  const root = createRootRoute({
    component: () => (
      <ul>
        <UpcomingEntry item={item} />
      </ul>
    ),
  });
  const history = createMemoryHistory({ initialEntries: ["/"] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createRouter({ routeTree: root, history })} />
    </I18nProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(cleanup);

describe("UpcomingEntry: its badge says where the person stands", () => {
  it("a place not yet used is Booked", async () => {
    renderEntry(booked("registered"));
    await screen.findByText("Booked");
    expect(screen.queryByText("Attended")).not.toBeInTheDocument();
  });

  it("checked in at the door before the start, it says Attended, not Booked", async () => {
    renderEntry(booked("attended"));
    await screen.findByText("Attended");
    expect(screen.queryByText("Booked")).not.toBeInTheDocument();
  });
});
