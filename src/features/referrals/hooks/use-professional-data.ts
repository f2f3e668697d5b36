import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { loadProfessionalData, type ProfessionalData } from "../data/referrals-repo.ts";

const NONE: ProfessionalData = { referrals: [], experiences: [] };

/** The signed-in professional's referrals and the listings, live; undefined while loading. */
export function useProfessionalData(): ProfessionalData | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? loadProfessionalData(userId) : NONE), [userId]);
}
