import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { listMyTickets } from "../data/registered-experiences.ts";
import {
  findRegistrationRejection,
  listRegistrationRejections,
} from "../data/registration-rejections.ts";

/** The latest refusal of the user's registration for an experience: undefined loading, null none. */
export function useRegistrationRejection(experienceId: string | undefined) {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () => (userId && experienceId ? findRegistrationRejection(userId, experienceId) : null),
    [userId, experienceId],
  );
}

/** Every refused registration of the user (the tickets list shows them as not confirmed). */
export function useRegistrationRejections() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listRegistrationRejections(userId) : []), [userId]);
}

/** The user's tickets and waiting-list places with their experiences, soonest first. */
export function useMyTickets() {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () => (userId ? listMyTickets(userId) : { tickets: [], waitlist: [] }),
    [userId],
  );
}
