import { useSessionStore } from "./session-store.ts";

/** A write that needs a signed-in user was attempted without one (every private write does). */
export class NotSignedInError extends Error {
  constructor() {
    super("User not authenticated");
    this.name = "NotSignedInError";
  }
}

/** The signed-in user's id, for repos that queue changes in that user's name. */
export function requireCurrentUserId(): string {
  const { status, user } = useSessionStore.getState();
  if (status !== "signed-in" || !user) throw new NotSignedInError();
  return user.id;
}

/** The signed-in user's id, or null for a visitor. */
export function currentUserId(): string | null {
  const { status, user } = useSessionStore.getState();
  return status === "signed-in" && user ? user.id : null;
}
