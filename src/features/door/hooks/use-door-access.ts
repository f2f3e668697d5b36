import { useLiveQuery } from "dexie-react-hooks";
import { db } from "#db/db.ts";
import { getExperience } from "#db/experience-reads.ts";
import type { ExperienceRow } from "#db/types.ts";
import { mayCheckIn } from "../data/door-access.ts";
import { helpersNaming } from "../data/door-repo.ts";

export type DoorAccess =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "denied"; experience: ExperienceRow }
  | { state: "allowed"; experience: ExperienceRow };

/** May this user check tickets in at this experience's door (see door-access.ts)? */
export function useDoorAccess(experienceId: string, userId: string): DoorAccess {
  return (
    useLiveQuery(async (): Promise<DoorAccess> => {
      const [experience, helpers] = await Promise.all([
        getExperience(db, experienceId),
        helpersNaming(userId),
      ]);
      if (!experience) return { state: "missing" };
      const allowed = mayCheckIn(userId, experience, helpers);
      return { state: allowed ? "allowed" : "denied", experience };
    }, [experienceId, userId]) ?? { state: "loading" }
  );
}
