import type { PublicUser } from "#domain/user.ts";
import type { UserRow } from "../db/schema.ts";
import { parseStringList } from "./mappers/json-list.ts";

/**
 * The one way a user row leaves the server. Fields are picked one by one (never spread), so a
 * column added later — above all the password hash — stays private unless listed here.
 */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    userType: row.userType,
    location: row.location,
    bio: row.bio,
    wellbeingGoals: parseStringList(row.wellbeingGoals),
    preferredCategories: parseStringList(row.preferredCategories),
    accessibilityNeeds: row.accessibilityNeeds,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
