import { canListExperiences } from "#domain/permissions.ts";
import { useSession } from "#session/use-session.ts";

/** True when the signed-in user is a cultural partner (the one role that lists experiences). */
export function useIsCulturalPartner(): boolean {
  return canListExperiences(useSession().user?.userType);
}
