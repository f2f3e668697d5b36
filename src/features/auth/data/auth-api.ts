import type { LoginInput, SignupRequest } from "#domain/auth-schemas.ts";
import type { AuthResponse } from "#domain/user.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * Sign-up and sign-in: with the session's check and sign-out (src/session/session-api.ts) the
 * only online-only flows of the app; nothing here is queued for later.
 */

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/api/auth/login", { method: "POST", body: input });
}

/** The confirmation field never leaves the browser: callers pass the request shape only. */
export function signup(input: SignupRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/api/auth/signup", { method: "POST", body: input });
}
