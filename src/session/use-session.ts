import { useShallow } from "zustand/react/shallow";
import type { PublicUser } from "#domain/user.ts";
import { type SessionStatus, useSessionStore } from "./session-store.ts";

export interface SessionView {
  status: SessionStatus;
  user: PublicUser | null;
  token: string | null;
  expired: boolean;
}

/** The current session for components; re-renders only when one of these fields changes. */
export function useSession(): SessionView {
  return useSessionStore(
    useShallow((s) => ({ status: s.status, user: s.user, token: s.token, expired: s.expired })),
  );
}
