import { useLiveQuery } from "dexie-react-hooks";
import type { ExperienceRow, RegistrationRow } from "../../../db/types.ts";
import { upcomingStart } from "../../../domain/dates.ts";
import { useSession } from "../../auth/index.ts";
import { getExperience } from "../../experiences/index.ts";
import { listRegistrations } from "../../registrations/index.ts";

export interface RegistrationHistoryItem {
  registration: RegistrationRow;
  /** Null when the experience is not on this device (removed, or not pulled yet). */
  experience: ExperienceRow | null;
  upcoming: boolean;
}

/**
 * The History tab's registrations: upcoming ones first (soonest first), then past ones (latest
 * first), each with its experience. Live, so a registration made offline shows at once.
 */
export function useRegistrationHistory(now?: Date): RegistrationHistoryItem[] | undefined {
  const userId = useSession().user?.id;
  return useLiveQuery(async () => {
    if (!userId) return [];
    const at = now ?? new Date();
    const registrations = await listRegistrations(userId);
    const items = await Promise.all(
      registrations.map(async (registration) => {
        const experience = (await getExperience(registration.experienceId)) ?? null;
        const upcoming = Boolean(experience && upcomingStart(experience.date, at));
        return { registration, experience, upcoming };
      }),
    );
    const dateOf = (item: RegistrationHistoryItem) =>
      item.experience?.date ?? item.registration.registeredAt;
    return items.sort((a, b) => {
      if (a.upcoming !== b.upcoming) return a.upcoming ? -1 : 1;
      const order = dateOf(a) < dateOf(b) ? -1 : dateOf(a) > dateOf(b) ? 1 : 0;
      return a.upcoming ? order : -order;
    });
  }, [userId, now]);
}
