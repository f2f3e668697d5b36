import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import {
  clientReferralView,
  listClientReferrals,
  referralsNeedingAction,
} from "../data/client-referrals-repo.ts";

/** The signed-in user's referrals, newest first; undefined while loading. */
export function useClientReferrals() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listClientReferrals(userId) : []), [userId]);
}

/** Referrals waiting for the user's answer or next step; undefined while loading. */
export function useReferralsNeedingAction() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? referralsNeedingAction(userId) : []), [userId]);
}

/** One of the user's referrals with its experiences; null when not theirs, undefined while loading. */
export function useClientReferral(id: string) {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? clientReferralView(userId, id) : null), [userId, id]);
}
