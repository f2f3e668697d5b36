// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, resetDatabaseForTests } from "#db/db.ts";
import { syncStatusStore } from "#sync/status-store.ts";
import { testExperience } from "#testing/fixtures.ts";
import { useCatalogueLiveQuery } from "./use-catalogue-live-query.ts";

const id = (n: number) => `0197aaaa-0000-7000-8000-${String(n).padStart(12, "0")}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

beforeEach(async () => {
  await resetDatabaseForTests();
  syncStatusStore.setState({ bulkPull: false });
});
afterEach(() => {
  cleanup();
  syncStatusStore.setState({ bulkPull: false });
});

/** A whole-table read, as ranking does; counts its runs. */
function wholeTable() {
  const state = { runs: 0 };
  const query = () => {
    state.runs += 1;
    return db.experiences.toArray().then((rows) => rows.length);
  };
  return { state, query };
}

/** Five pull pages, each its own transaction. */
async function writePages(from: number) {
  for (let page = from; page < from + 5; page++) {
    await act(async () => {
      await db.experiences.put(testExperience({ id: id(page) }));
      await settle();
    });
  }
}

describe("useCatalogueLiveQuery", () => {
  it("follows every write while no bulk pull runs", async () => {
    const { query } = wholeTable();
    const { result } = renderHook(() => useCatalogueLiveQuery(query, []));
    await waitFor(() => expect(result.current).toBe(0));
    await act(() => db.experiences.put(testExperience({ id: id(1) })));
    await waitFor(() => expect(result.current).toBe(1));
  });

  it("does not read after each page of a bulk pull, and reads once when it ends", async () => {
    const { state, query } = wholeTable();
    const { result } = renderHook(() => useCatalogueLiveQuery(query, []));
    await waitFor(() => expect(result.current).toBe(0));
    act(() => syncStatusStore.setState({ bulkPull: true }));
    const before = state.runs;
    await writePages(1);
    expect(state.runs).toBe(before);
    expect(result.current).toBe(0);

    act(() => syncStatusStore.setState({ bulkPull: false }));
    await waitFor(() => expect(result.current).toBe(5));
    expect(state.runs).toBe(before + 1);
  });

  it("reads on its timer during a bulk pull when given one", async () => {
    act(() => syncStatusStore.setState({ bulkPull: true }));
    const { query } = wholeTable();
    const { result } = renderHook(() => useCatalogueLiveQuery(query, [], 30));
    await writePages(1);
    await waitFor(() => expect(result.current).toBe(5));
  });
});
