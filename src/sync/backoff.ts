/**
 * Retry delays after a failed sync (decision 0004): exponential from 1 s, doubling, capped at
 * 5 minutes, with jitter so that many devices coming back online at once (a venue's Wi-Fi
 * returning) do not hit the server in lockstep.
 *
 * "Equal jitter": half the delay is fixed, half random. The wait never drops to zero (a tight
 * loop against a failing server) and never exceeds the cap.
 */
export const BACKOFF = { baseMs: 1000, maxMs: 5 * 60 * 1000 } as const;

/**
 * Delay before retry number `failures` (1 after the first failure). `random` returns [0, 1).
 * A server's Retry-After (seconds) is honoured when it asks for longer. `maxMs` caps it lower
 * for cheaper retries (the live connection's 30 s, docs/decisions/0022-live-pokes.md).
 */
export function backoffDelay(
  failures: number,
  random: () => number,
  retryAfterSeconds?: number | null,
  maxMs: number = BACKOFF.maxMs,
): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  const ceiling = Math.min(maxMs, BACKOFF.baseMs * 2 ** exponent);
  const delay = ceiling / 2 + (random() * ceiling) / 2;
  const asked = retryAfterSeconds ? Math.min(retryAfterSeconds * 1000, maxMs) : 0;
  return Math.round(Math.max(delay, asked));
}
