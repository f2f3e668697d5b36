import type { AccountExport } from "#domain/account-export.ts";
import type { ChangePasswordRequest, DeleteAccountRequest } from "#domain/account-schemas.ts";
import { signOut } from "#session/account.ts";
import { NotSignedInError } from "#session/current-user.ts";
import { useSessionStore } from "#session/session-store.ts";
import { apiFetch } from "#sync/http.ts";

/**
 * The account's online-only calls. None of them is queued: each needs the server to
 * check the password or to read everything the account holds, so the screens say so offline.
 * Errors are the ApiError / network error of `apiFetch`; callers word them.
 */

function session(): { token: string; userId: string } {
  const { status, token, user } = useSessionStore.getState();
  if (status !== "signed-in" || !token || !user) throw new NotSignedInError();
  return { token, userId: user.id };
}

/** Change password: other devices are signed out, this one stays signed in. */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  const { token } = session();
  return apiFetch("/api/auth/change-password", { method: "POST", body: request, token });
}

/** Everything the server holds about the signed-in user, as JSON (format and version inside). */
export function fetchAccountExport(): Promise<AccountExport> {
  const { token, userId } = session();
  return apiFetch<AccountExport>(`/api/users/${encodeURIComponent(userId)}/export`, { token });
}

/**
 * Deletes the account on the server, then removes every private row of this device and signs
 * out (the server has already ended the session; pending changes are dropped with the account).
 */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  const { token, userId } = session();
  await apiFetch(`/api/users/${encodeURIComponent(userId)}`, {
    method: "DELETE",
    body: request,
    token,
  });
  await signOut();
}
