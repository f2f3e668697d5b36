import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { getProfile } from "../data/profile-repo.ts";

/** The signed-in user's profile; undefined while loading, null when signed out. */
export function useProfile() {
  const user = useSession().user;
  return useLiveQuery(async () => (user ? getProfile(user) : null), [user]);
}
