import type { Profile } from "#domain/entities/index.ts";
import type { UserRow } from "../../db/schema.ts";
import { parseStringList } from "./json-list.ts";

/**
 * `GET /api/users/:id/profile` and the pulled `profile` row, defined by its entity schema.
 * Never any password or session field; the JSON list columns become arrays.
 */
export type { Profile };

export function toProfile(row: UserRow): Profile {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    location: row.location,
    bio: row.bio,
    wellbeingGoals: parseStringList(row.wellbeingGoals),
    preferredCategories: parseStringList(row.preferredCategories),
    accessibilityNeeds: row.accessibilityNeeds,
    updatedAt: row.updatedAt,
    remindersEnabled: row.remindersEnabled,
    defaultReminderLead: row.defaultReminderLead,
  };
}
