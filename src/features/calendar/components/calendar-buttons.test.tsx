// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useToastStore } from "#ui/toast-store.ts";
import { AddToCalendarButton } from "./add-to-calendar-button.tsx";
import { DownloadIcsButton } from "./download-ics-button.tsx";

const wrap = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

async function addToCalendar(date: string) {
  const experience = testExperience({ date, wellbeingBenefit: "Lifts the mood" });
  wrap(<AddToCalendarButton experience={experience} />);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add to Calendar" })));
  await screen.findByRole("button", { name: "In Your Calendar" });
  const [event] = await db.calendarEvents.toArray();
  cleanup();
  await db.calendarEvents.clear();
  return event;
}

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: testUser(), expired: false });
  useToastStore.getState().dismiss();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Add to Calendar: the event it saves, and its date fallbacks", () => {
  it("books the experience's real start and duration", async () => {
    const event = await addToCalendar("2031-03-15T10:00:00");
    expect(event).toMatchObject({
      eventType: "experience",
      startTime: new Date(2031, 2, 15, 10).toISOString(),
      endTime: new Date(2031, 2, 15, 11).toISOString(), // duration 60
      location: "Riga",
      category: "music",
    });
    expect(event?.description).toBe(
      "Sing together with neighbours.\n\nWellbeing benefit: Lifts the mood",
    );
    expect(useToastStore.getState().current?.title).toBe("Added to Calendar");
  });

  it("books 18:00–20:00 local on the day when the listing has no time", async () => {
    const event = await addToCalendar("2031-03-15");
    expect(event?.startTime).toBe(new Date(2031, 2, 15, 18).toISOString());
    expect(event?.endTime).toBe(new Date(2031, 2, 15, 20).toISOString());
  });

  it("appends the current year to a date without one, and uses today when unreadable", async () => {
    const year = new Date().getFullYear();
    expect((await addToCalendar("March 15"))?.startTime).toBe(
      new Date(year, 2, 15, 18).toISOString(),
    );
    const today = new Date();
    expect((await addToCalendar("To be announced"))?.startTime).toBe(
      new Date(today.getFullYear(), today.getMonth(), today.getDate(), 18).toISOString(),
    );
  });

  it("does not add the same experience twice", async () => {
    const experience = testExperience();
    wrap(<AddToCalendarButton experience={experience} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add to Calendar" })));
    const again = await screen.findByRole("button", { name: "In Your Calendar" });
    await act(async () => fireEvent.click(again));
    expect(await db.calendarEvents.count()).toBe(1);
  });

  it("does not add an experience the user holds a place at: it is on the calendar already", async () => {
    const experience = testExperience();
    await db.registrations.put({
      id: "0197aaaa-0000-7000-8000-0000000000f1",
      userId: testUser().id,
      experienceId: experience.id,
      status: "registered",
      registeredAt: "2025-06-01T10:00:00.000Z",
      attendedAt: null,
      completedAt: null,
      wellbeingImpact: null,
      ticketToken: null,
      cancelledAt: null,
    });
    wrap(<AddToCalendarButton experience={experience} />);
    const button = await screen.findByRole("button", { name: "In Your Calendar" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await act(async () => fireEvent.click(button));
    expect(await db.calendarEvents.count()).toBe(0);
  });
});

describe("Download .ics", () => {
  it("saves an iCalendar file of the experience through a Blob URL", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
      blobs.push(b as Blob);
      return "blob:test";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    wrap(<DownloadIcsButton experience={testExperience({ title: "Evening choir" })} />);
    fireEvent.click(screen.getByRole("button", { name: "Download .ics" }));
    expect(clicked).toHaveBeenCalledOnce();
    const text = await blobs[0]?.text();
    expect(text).toContain("BEGIN:VCALENDAR\r\n");
    expect(text).toContain("SUMMARY:Evening choir\r\n");
    expect(text).toContain("DTSTART:20310101T180000Z\r\n");
    expect(text).toContain("DTEND:20310101T190000Z\r\n");
  });
});
