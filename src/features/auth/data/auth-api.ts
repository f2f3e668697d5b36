import type { LoginInput, SignupRequest } from "#domain/auth-schemas.ts";
import type { AuthResponse, PublicUser } from "#domain/user.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The account calls of spec §7. These are the only online-only flows of the app (sign-up,
 * sign-in, sign-out and the session check); nothing here is queued for later.
 */

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/api/auth/login", { method: "POST", body: input });
}

/** The confirmation field never leaves the browser: callers pass the request shape only. */
export function signup(input: SignupRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>("/api/auth/signup", { method: "POST", body: input });
}

export function fetchCurrentUser(token: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiFetch<PublicUser>("/api/auth/user", { token, signal });
}

export function logout(token: string, signal?: AbortSignal): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/api/auth/logout", { method: "POST", token, signal });
}
