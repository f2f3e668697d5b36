import { ApiError, ClientOutdatedError, isNetworkError } from "./http.ts";
import type { SyncErrorKind } from "./status-store.ts";

/** The server answered something the protocol does not allow (a bug, or an older server). */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProtocolError";
  }
}

/** The signed-in user changed while a sync was running: its results must not be written. */
export class SessionChangedError extends Error {
  constructor() {
    super("The session changed during sync");
    this.name = "SessionChangedError";
  }
}

export type FailureKind = SyncErrorKind | "session-changed";

/**
 * What a failed request means for the outbox (decision 0004, "Outcomes"):
 * - offline: no answer (network error, timeout) → keep everything, retry with backoff;
 * - server: 5xx, 429, a malformed answer, or a 4xx for the request as a whole → keep, retry;
 * - unauthorized: 401 → keep the whole outbox, ask the user to sign in again, no retry;
 * - outdated: 426 client_outdated, this build's protocol is retired → keep everything, mark the
 *   status `outdated` (the UI asks for a reload); the API client answers later sync requests
 *   itself, so no retry reaches the server;
 * - session-changed: sign-out or another sign-in meanwhile → stop, nothing to retry.
 * Refusals of single mutations are not failures: they come back as results with status 200.
 */
export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof SessionChangedError) return "session-changed";
  if (error instanceof ClientOutdatedError) return "outdated";
  if (error instanceof ApiError) return error.status === 401 ? "unauthorized" : "server";
  if (isNetworkError(error)) return "offline";
  if (error instanceof DOMException && error.name === "TimeoutError") return "offline";
  return "server";
}

export function retryAfterOf(error: unknown): number | null {
  return error instanceof ApiError ? error.retryAfterSeconds : null;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 300);
  return String(error).slice(0, 300);
}
