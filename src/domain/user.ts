import type { UserType } from "./constants.ts";

/** The user object the API returns. It never carries password fields. */
export interface PublicUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: UserType;
  location: string | null;
  bio: string | null;
  /** Arrays in the app; JSON-encoded strings on the PATCH wire. */
  wellbeingGoals: string[];
  preferredCategories: string[];
  accessibilityNeeds: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthResponse {
  token: string;
  user: PublicUser;
}

/** Where a freshly signed-in user lands (docs/product.md "Screens and messages"). */
export function dashboardPathFor(userType: string | undefined): string {
  if (userType === "professional") return "/dashboard-professional";
  if (userType === "cultural_partner") return "/dashboard-cultural-partner";
  return "/dashboard-individual";
}

/** Avatar initials: first letters of first and last name, or U. */
export function initialsOf(user: Pick<PublicUser, "firstName" | "lastName"> | null): string {
  const letters = `${user?.firstName?.trim()[0] ?? ""}${user?.lastName?.trim()[0] ?? ""}`;
  return letters ? letters.toUpperCase() : "U";
}
