import type { DoorHelperRow, ExperienceRow } from "#db/types.ts";

/**
 * Who may check tickets in at an experience's door: its creator, and the helpers that creator
 * named. The server enforces the same on `checkin.record` (`door_staff_only`) and sends the
 * attendee list only to them; this decides what the screen offers.
 */
export function mayCheckIn(
  userId: string,
  experience: Pick<ExperienceRow, "createdBy">,
  helpers: readonly Pick<DoorHelperRow, "partnerId" | "helperId">[],
): boolean {
  const partnerId = experience.createdBy;
  if (!partnerId) return false;
  return (
    partnerId === userId || helpers.some((h) => h.partnerId === partnerId && h.helperId === userId)
  );
}
