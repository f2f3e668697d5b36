import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { findRegistration, listRegistrations } from "../data/registrations-repo.ts";

/** The signed-in user's registration for one experience: undefined loading, null none. */
export function useRegistration(experienceId: string | undefined) {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () =>
      userId && experienceId ? ((await findRegistration(userId, experienceId)) ?? null) : null,
    [userId, experienceId],
  );
}

export function useRegistrations() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listRegistrations(userId) : []), [userId]);
}
