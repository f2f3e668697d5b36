import type { PublicUser } from "#domain/user.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The session's own calls to the server: who a stored token belongs to (the background check of
 * session.ts) and its revocation at sign-out. Online only, never queued: a check that cannot
 * reach the server leaves the local session standing (docs/decisions/0003-offline-session.md).
 */

export function fetchCurrentUser(token: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiFetch<PublicUser>("/api/auth/user", { token, signal });
}

export function logout(token: string, signal?: AbortSignal): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/api/auth/logout", { method: "POST", token, signal });
}
