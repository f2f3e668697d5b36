import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

/**
 * A console error is a failing test (STYLE.md habit 24): call at the top of a test file. Each
 * test's `console.error` calls are collected (still printed) and the test fails if there were any.
 */
export function failOnConsoleError(): void {
  let spy: MockInstance<typeof console.error>;
  beforeEach(() => {
    spy = vi.spyOn(console, "error");
  });
  afterEach(() => {
    const calls = spy.mock.calls;
    spy.mockRestore();
    expect(calls, "console.error was called").toEqual([]);
  });
}
