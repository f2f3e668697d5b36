import { useLiveQuery } from "dexie-react-hooks";
import { listInquiriesFor } from "../data/inquiries-repo.ts";

export function useInquiriesFor(experienceId: string | undefined) {
  return useLiveQuery(
    async () => (experienceId ? listInquiriesFor(experienceId) : []),
    [experienceId],
  );
}
