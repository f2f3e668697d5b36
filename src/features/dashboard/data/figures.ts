import type { ExperienceRow, RegistrationRow } from "#db/types.ts";
import { type CalendarItem, upcomingItems } from "#domain/calendar-items.ts";
import { toListCategory } from "#domain/categories.ts";
import { isBooked } from "#domain/registration-lifecycle.ts";

/**
 * The individual dashboard's figures (decision 0011), computed on the device from the user's own
 * rows. Pure, so each definition is tested once and stated beside its card in the same words.
 */

/**
 * "Upcoming Events": what the user's calendar still has to come or under way: experiences they
 * hold a place at (registered; waiting lists hold none) and their own calendar events, an
 * experience they also added to the calendar counted once. The same rule as /calendar's agenda,
 * so the dashboard and the calendar never disagree.
 */
export function upcomingEntries(items: readonly CalendarItem[], now: Date): CalendarItem[] {
  return upcomingItems(items, now);
}

/**
 * "Categories Explored": distinct kinds of experience the user booked or attended (isBooked:
 * registered, attended, or a missed booking), folded onto the list categories so "art" and
 * "visual-arts" count once. Experiences not on this device yet cannot be counted.
 */
export function categoriesExplored(
  registrations: readonly RegistrationRow[],
  experiences: ReadonlyMap<string, ExperienceRow>,
): number {
  const seen = new Set<string>();
  for (const r of registrations) {
    if (!isBooked(r.status)) continue;
    const category = experiences.get(r.experienceId)?.category;
    if (!category) continue;
    seen.add(toListCategory(category) ?? category.trim().toLowerCase());
  }
  return seen.size;
}

/** "Experiences Attended": registrations checked in at the door (status `attended`). */
export function experiencesAttended(registrations: readonly RegistrationRow[]): number {
  return registrations.filter((r) => r.status === "attended").length;
}
