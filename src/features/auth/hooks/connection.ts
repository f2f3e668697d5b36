import { isNetworkError } from "#sync/http.ts";

/** Sign-in and sign-up need the server; checked before sending so the form keeps its input. */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** A fetch that never reached the server (offline, DNS, timeout) rather than an answer. */
export function isConnectionFailure(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof DOMException && error.name === "TimeoutError");
}

/**
 * Only same-origin paths are followed after sign-in (the route validates too; this is the last
 * line before navigating). Returns undefined for anything else.
 */
export function safeRedirectPath(value: string | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return undefined;
  }
  return value;
}
