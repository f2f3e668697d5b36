import { useLiveQuery } from "dexie-react-hooks";
import type { DoorHelperRow, PartnerRow } from "#db/types.ts";
import { useSession } from "#session/use-session.ts";
import { getPartnerProfile, listDoorHelpers } from "../data/partner-profile-repo.ts";

/** The partner's saved profile: undefined while loading, null before the first save. */
export function usePartnerProfile(): PartnerRow | null | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(
    async () => (userId ? ((await getPartnerProfile(userId)) ?? null) : null),
    [userId],
  );
}

/** The door helpers the partner named, live; undefined while loading. */
export function useDoorHelpers(): DoorHelperRow[] | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listDoorHelpers(userId) : []), [userId]);
}
