// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSettledValue } from "./use-settled-value.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useSettledValue", () => {
  it("follows a value only once it stops changing for the given time", () => {
    const { result, rerender } = renderHook(({ v }) => useSettledValue(v, 300), {
      initialProps: { v: "53 found" },
    });
    expect(result.current).toBe("53 found");
    rerender({ v: "12 found" });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: "3 found" });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe("53 found");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("3 found");
  });
});
