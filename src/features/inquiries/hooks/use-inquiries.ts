import { useLiveQuery } from "dexie-react-hooks";
import { useSession } from "../../auth/index.ts";
import { listInquiriesFor, listInquiriesForCreator } from "../data/inquiries-repo.ts";

export function useInquiriesFor(experienceId: string | undefined) {
  return useLiveQuery(
    async () => (experienceId ? listInquiriesFor(experienceId) : []),
    [experienceId],
  );
}

/** Inquiries about the signed-in partner's listings. */
export function usePartnerInquiries() {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => (userId ? listInquiriesForCreator(userId) : []), [userId]);
}
