// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PULL_REFRESH_MS } from "#catalogue/use-catalogue-live-query.ts";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { useSessionStore } from "#session/session-store.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience, testUser } from "#testing/fixtures.ts";
import { useCalendarItems } from "./use-calendar-items.ts";

const USER = testUser();
const EXPERIENCE = "0197aaaa-0000-7000-8000-000000000001";
const NOW = new Date("2030-06-01T12:00:00.000Z");
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

beforeEach(async () => {
  await resetDatabaseForTests();
  useSessionStore.setState({ status: "signed-in", token: "t", user: USER, expired: false });
  syncStatusStore.setState({ bulkPull: false });
  await db.experiences.put(
    testExperience({ id: EXPERIENCE, title: "Choir", date: "2030-06-10T18:00:00.000Z" }),
  );
  await db.registrations.put({
    id: "0197aaaa-0000-7000-8000-00000000f001",
    userId: USER.id,
    experienceId: EXPERIENCE,
    status: "registered",
    registeredAt: "2030-05-01T10:00:00.000Z",
    attendedAt: null,
    completedAt: null,
    wellbeingImpact: null,
    ticketToken: null,
    cancelledAt: null,
  });
});
afterEach(() => {
  cleanup();
  syncStatusStore.setState({ bulkPull: false });
});

const titles = (items: { title: string }[] | undefined) => items?.map((item) => item.title);

describe("useCalendarItems", () => {
  it("follows writes to the experiences it joins", async () => {
    const { result } = renderHook(() => useCalendarItems(NOW));
    await waitFor(() => expect(titles(result.current)).toEqual(["Choir"]));
    await act(() => db.experiences.update(EXPERIENCE, { title: "Choir night" }));
    await waitFor(() => expect(titles(result.current)).toEqual(["Choir night"]));
  });

  it("does not re-read after each page of a bulk pull, and reads once it ends", async () => {
    const { result } = renderHook(() => useCalendarItems(NOW));
    await waitFor(() => expect(titles(result.current)).toEqual(["Choir"]));
    act(() => syncStatusStore.setState({ bulkPull: true }));
    // A pull page that changes the joined experience: within its paced second, not shown.
    await act(async () => {
      await db.experiences.update(EXPERIENCE, { title: "Choir night" });
      await settle();
    });
    expect(titles(result.current)).toEqual(["Choir"]);

    act(() => syncStatusStore.setState({ bulkPull: false }));
    await waitFor(() => expect(titles(result.current)).toEqual(["Choir night"]));
  });

  // Past the paced second: the calendar on screen refreshes, the reminders' copy does not.
  it.each([
    [true, "Choir night"],
    [false, "Choir"],
  ])(
    "refreshWhilePulling %s: during a bulk pull, a second later it shows %s",
    async (refresh, shown) => {
      const { result } = renderHook(() => useCalendarItems(NOW, { refreshWhilePulling: refresh }));
      await waitFor(() => expect(titles(result.current)).toEqual(["Choir"]));
      act(() => syncStatusStore.setState({ bulkPull: true }));
      await act(async () => {
        await db.experiences.update(EXPERIENCE, { title: "Choir night" });
        await new Promise((resolve) => setTimeout(resolve, PULL_REFRESH_MS + 300));
      });
      expect(titles(result.current)).toEqual([shown]);

      act(() => syncStatusStore.setState({ bulkPull: false }));
      await waitFor(() => expect(titles(result.current)).toEqual(["Choir night"]));
    },
  );
});
