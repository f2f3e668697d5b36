import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";

/**
 * Caps how many slow operations (password checks) one key, an IP, may have in flight. Over the
 * cap the caller is refused at once (429) instead of queueing: a queue is exactly what let one
 * IP's burst of unknown-user logins hold every scrypt slot and stall everyone else's sign-in.
 * In memory, per node, on purpose: it bounds this process's own scrypt queue, which no other
 * node shares, and it is not a budget (those live in the database: auth/rate-limit.ts). A
 * restart frees the slots of requests that died with the process, as it should.
 */
export function createConcurrencyGate(maxPerKey: number) {
  const inFlight = new Map<string, number>();
  return {
    /** Takes a slot for `key` (synchronously, so a burst cannot slip past) or throws 429. */
    enter(key: string): () => void {
      const running = inFlight.get(key) ?? 0;
      if (running >= maxPerKey) {
        throw new ServiceError(R.too_many_attempts, {
          message: "Too many sign-in attempts at once. Please try again in a moment.",
          retryAfterSeconds: 1,
        });
      }
      inFlight.set(key, running + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left <= 0) inFlight.delete(key);
        else inFlight.set(key, left);
      };
    },
  };
}
