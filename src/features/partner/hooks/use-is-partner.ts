import { useSession } from "#features/auth/index.ts";
import { isCulturalPartner } from "../role.ts";

/** True when the signed-in user is a cultural partner (the one role that lists experiences). */
export function useIsCulturalPartner(): boolean {
  return isCulturalPartner(useSession().user?.userType);
}
