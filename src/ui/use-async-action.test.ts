// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "#testing/console-errors.ts";
import { useToastStore } from "./toast-store.ts";
import { type AsyncActionOptions, useAsyncAction } from "./use-async-action.ts";

const toast = () => useToastStore.getState().current;
const failure = { title: "Save failed", description: "Please try again." };

/** A promise the test settles by hand, to look at the hook while the action runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup<R>(
  action: (name: string) => Promise<R>,
  options: AsyncActionOptions<[string], R> = { failure },
) {
  return renderHook(() => useAsyncAction(action, options));
}

beforeEach(() => {
  useToastStore.getState().dismiss();
});

describe("useAsyncAction", () => {
  it("is pending while the action runs, then toasts success and calls onSuccess still pending", async () => {
    const gate = deferred<number>();
    const seenPending: boolean[] = [];
    const { result } = setup(() => gate.promise, {
      failure,
      success: (count, name) => ({ title: `Saved ${count} for ${name}` }),
      onSuccess: () => {
        seenPending.push(result.current.pending);
      },
    });
    expect(result.current.pending).toBe(false);

    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run("Ada");
    });
    expect(result.current.pending).toBe(true);

    await act(async () => gate.resolve(3));
    expect(await outcome).toBe(true);
    expect(seenPending).toEqual([true]);
    expect(result.current.pending).toBe(false);
    expect(toast()).toMatchObject({ title: "Saved 3 for Ada", variant: "success" });
  });

  it("on failure: logs once, shows the error toast, calls onError, and is no longer pending", async () => {
    const boom = new Error("quota");
    expectConsoleError(/^Error: quota\n/, 1);
    const onError = vi.fn();
    const { result } = setup(() => Promise.reject(boom), {
      failure: (error, name) => ({ title: `No luck, ${name}`, description: String(error) }),
      onError,
    });

    let outcome!: boolean;
    await act(async () => {
      outcome = await result.current.run("Ada");
    });

    expect(outcome).toBe(false);
    expect(result.current.pending).toBe(false);
    expect(toast()).toMatchObject({
      title: "No luck, Ada",
      description: "Error: quota",
      variant: "error",
    });
    expect(onError).toHaveBeenCalledWith(boom, "Ada");
  });

  it("does not log failures the caller expects, but still tells the user", async () => {
    const { result } = setup(() => Promise.reject(new TypeError("offline")), {
      failure,
      expected: (error) => error instanceof TypeError,
    });
    await act(async () => void (await result.current.run("Ada")));
    expect(toast()).toMatchObject({ ...failure, variant: "error" });
  });

  it("ignores a second call while the first is pending, even in the same tick", async () => {
    const gate = deferred<void>();
    const action = vi.fn(() => gate.promise);
    const { result } = setup(action);

    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run("one");
      second = result.current.run("two");
    });
    expect(await second).toBe(false);
    await act(async () => gate.resolve());
    expect(await first).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    expect(action).toHaveBeenCalledWith("one");

    // Once settled, it runs again.
    await act(async () => void (await result.current.run("three")));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("never stays pending: not when onError throws, nor when onSuccess does", async () => {
    expectConsoleError(/^Error: first\n/, 1);
    const failing = setup(() => Promise.reject(new Error("first")), {
      failure,
      onError: () => {
        throw new Error("second");
      },
    });
    await act(async () => {
      await expect(failing.result.current.run("x")).rejects.toThrow("second");
    });
    expect(failing.result.current.pending).toBe(false);
    useToastStore.getState().dismiss();

    const succeeding = setup(() => Promise.resolve(1), {
      failure,
      onSuccess: () => Promise.reject(new Error("navigation failed")),
    });
    expectConsoleError(/^Error: navigation failed\n/, 1);
    let outcome!: boolean;
    await act(async () => {
      outcome = await succeeding.result.current.run("x");
    });
    // The action did happen: no failure toast, the follow-up's error is only logged.
    expect(outcome).toBe(true);
    expect(succeeding.result.current.pending).toBe(false);
    expect(toast()?.variant).not.toBe("error");
  });
});
