import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "#session/use-session.ts";
import { loadPartnerListings, type PartnerListings } from "../data/listings-repo.ts";

const NONE: PartnerListings = { experiences: [], attendees: [], inquiries: [] };

/** The signed-in partner's listings, attendees and inquiries, live; undefined while loading. */
export function usePartnerListings(): PartnerListings | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? loadPartnerListings(userId) : NONE), [userId]);
}
