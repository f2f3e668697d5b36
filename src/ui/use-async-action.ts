import { useRef, useState } from "react";
import { showToast } from "./toast-store.ts";

/** What a toast says (already translated); the hook picks the variant. */
export interface ToastText {
  title: string;
  description?: string | undefined;
}

type Message<T, A extends unknown[]> = ToastText | ((value: T, ...args: A) => ToastText);

export interface AsyncActionOptions<A extends unknown[], R> {
  /** The error toast. Required: a user must always learn that their action did not happen. */
  failure: Message<unknown, A>;
  /** The success toast, when the action deserves one. */
  success?: Message<R, A>;
  /**
   * Runs after the success toast while still pending, so a navigation away keeps the button
   * busy. Its own failure is logged, not reported as the action's: the action did happen.
   */
  onSuccess?: (result: R, ...args: A) => void | Promise<void>;
  /** Runs after the error toast: show field errors, undo an optimistic flag. */
  onError?: (error: unknown, ...args: A) => void;
  /** Failures that are answers, not faults (a refused password, no connection): not logged. */
  expected?: (error: unknown) => boolean;
}

export interface AsyncAction<A extends unknown[]> {
  /**
   * Starts the action. Resolves true when it succeeded, false when it failed or when a run
   * was already pending (that second call is ignored). Does not reject on the action's failure.
   */
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
}

/**
 * One async user action (save, register, subscribe): exposes `pending`, ignores a second call
 * while one runs, logs an unexpected failure once and shows the error toast, optionally a
 * success toast. `pending` always returns to false, whatever the action or a callback throws.
 */
export function useAsyncAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: AsyncActionOptions<A, R>,
): AsyncAction<A> {
  const [pending, setPending] = useState(false);
  // The guard is a ref, not the state: two clicks in one frame would both still see `false`.
  const running = useRef(false);

  const run = async (...args: A): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    try {
      let result: R;
      try {
        result = await action(...args);
      } catch (error) {
        if (!options.expected?.(error)) console.error(error);
        showToast({ ...textOf(options.failure, error, args), variant: "error" });
        options.onError?.(error, ...args);
        return false;
      }
      if (options.success) {
        showToast({ ...textOf(options.success, result, args), variant: "success" });
      }
      try {
        await options.onSuccess?.(result, ...args);
      } catch (error) {
        console.error(error);
      }
      return true;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}

function textOf<T, A extends unknown[]>(message: Message<T, A>, value: T, args: A): ToastText {
  return typeof message === "function" ? message(value, ...args) : message;
}
