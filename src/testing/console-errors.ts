import { format } from "node:util";
import { afterEach, beforeEach, expect } from "vitest";

/**
 * A console error fails the test during which it was printed, in both Vitest projects (their
 * setup files install this): React's warnings (an update outside act(), a missing key, …) are
 * console errors too, and a warning nobody reads is a bug nobody fixes. A test whose subject is
 * the error says so with `expectConsoleError`.
 *
 * console.error is wrapped by hand, not with vi.spyOn: a test file's `vi.restoreAllMocks()`
 * must not switch the check off.
 */

interface Expected {
  pattern: RegExp;
  times: number | undefined;
  seen: number;
}

let expected: Expected[] = [];
let unexpected: string[] = [];

/** Installs the check for every test of the file (src/testing/console-errors-setup.ts). */
export function failOnConsoleErrors(): void {
  let original: typeof console.error = console.error;
  beforeEach(() => {
    expected = [];
    unexpected = [];
    original = console.error;
    console.error = (...args: unknown[]) => {
      const text = format(...args);
      const match = expected.find(({ pattern }) => pattern.test(text));
      if (match) {
        match.seen++;
        return;
      }
      unexpected.push(text);
      original(...args);
    };
  });
  afterEach(() => {
    console.error = original;
    expect(unexpected, "console.error was called").toEqual([]);
    const counts = expected.map(({ pattern, times, seen }) => ({
      pattern: String(pattern),
      seen: times === undefined ? seen > 0 : seen,
    }));
    const wanted = expected.map(({ pattern, times }) => ({
      pattern: String(pattern),
      seen: times ?? true,
    }));
    expect(counts, "an expected console.error was not printed (as often as expected)").toEqual(
      wanted,
    );
  });
}

/**
 * This test prints a console error matching `pattern` (its arguments formatted as the console
 * does), and that is what it tests: the error is swallowed instead of failing the test, and the
 * test fails if it never comes, or, given `times`, comes another number of times. Any other
 * console error still fails it. Call it inside the test, before the error.
 */
export function expectConsoleError(pattern: RegExp, times?: number): void {
  expected.push({ pattern, times, seen: 0 });
}
