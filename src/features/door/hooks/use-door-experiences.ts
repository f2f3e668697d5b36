import { useLiveQuery } from "dexie-react-hooks";
import type { ExperienceRow } from "#db/types.ts";
import { canListExperiences } from "#domain/permissions.ts";
import { doorExperiencesOf, helpersNaming } from "../data/door-repo.ts";

/** Experiences this user may check in that have not ended; undefined while loading. */
export function useDoorExperiences(userId: string): ExperienceRow[] | undefined {
  return useLiveQuery(() => doorExperiencesOf(userId), [userId]);
}

/**
 * Whether to offer "Door check-in" at all: to cultural partners (their own experiences) and to
 * anyone a partner named door helper.
 */
export function useOffersDoorCheckIn(user: { id: string; userType: string } | null): boolean {
  const helper = useLiveQuery(
    async () => (user ? (await helpersNaming(user.id)).length > 0 : false),
    [user?.id],
  );
  return canListExperiences(user?.userType) || helper === true;
}
