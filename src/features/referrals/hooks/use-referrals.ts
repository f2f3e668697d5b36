import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "../../auth/index.ts";
import { listReferrals } from "../data/referrals-repo.ts";

export function useReferrals() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listReferrals(userId) : []), [userId]);
}
