// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { testExperience } from "#testing/fixtures.ts";
import { usePacedLiveQuery } from "./use-paced-live-query.ts";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

beforeEach(resetDatabaseForTests);
// Unmounted after each test: the paced timer of a hook left mounted fired after the file's DOM
// was torn down ("window is not defined" in React's scheduler).
afterEach(cleanup);

describe("usePacedLiveQuery", () => {
  it("does not re-run per write while paused, and runs once more when the pause ends", async () => {
    let runs = 0;
    const query = () => {
      runs += 1;
      return db.experiences.count();
    };
    const { result, rerender } = renderHook(({ paused }) => usePacedLiveQuery(query, [], paused), {
      initialProps: { paused: false },
    });
    await waitFor(() => expect(result.current).toBe(0));
    await act(() => db.experiences.put(testExperience({ id: id(1) })));
    await waitFor(() => expect(result.current).toBe(1));

    rerender({ paused: true });
    const before = runs;
    // Five pull pages, each its own transaction.
    for (let page = 2; page <= 6; page++) {
      await act(async () => {
        await db.experiences.put(testExperience({ id: id(page) }));
        await settle();
      });
    }
    expect(runs).toBe(before);
    expect(result.current).toBe(1);

    rerender({ paused: false });
    await waitFor(() => expect(result.current).toBe(6));
    expect(runs).toBe(before + 1);
  });

  it("re-reads on its timer while paused, when given one", async () => {
    const { result } = renderHook(() =>
      usePacedLiveQuery(() => db.experiences.count(), [], true, 30),
    );
    await act(() => db.experiences.put(testExperience({ id: id(1) })));
    await waitFor(() => expect(result.current).toBe(1));
  });
});
