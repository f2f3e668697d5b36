import type { UserRow } from "../../db/schema.ts";
import { parseStringList } from "./json-list.ts";

/**
 * `GET /api/users/:id/profile` and the pulled `profile` row (client table keyed by userId,
 * src/db/types.ts ProfileRow). Our design (spec §7 "not shown"): the editable profile fields,
 * lists as arrays. Never any password or session field.
 */
export interface Profile {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  location: string | null;
  bio: string | null;
  wellbeingGoals: string[];
  preferredCategories: string[];
  accessibilityNeeds: string | null;
  updatedAt: string;
}

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
  };
}
