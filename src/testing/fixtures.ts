import type { ExperienceRow } from "#db/types.ts";
import type { PublicUser } from "#domain/user.ts";

/** Small row builders for client tests. */

const AT = "2025-06-01T10:00:00.000Z";

export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "0197aaaa-0000-7000-8000-0000000000a1",
    username: "demo-individual",
    email: "alex@culturewell.example",
    firstName: "Alex",
    lastName: "Morgan",
    profileImageUrl: null,
    userType: "individual",
    location: null,
    bio: null,
    wellbeingGoals: [],
    preferredCategories: [],
    accessibilityNeeds: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function testExperience(overrides: Partial<ExperienceRow> = {}): ExperienceRow {
  return {
    id: "0197aaaa-0000-7000-8000-0000000000e1",
    title: "Evening choir",
    description: "Sing together with neighbours.",
    category: "music",
    price: 0,
    location: "Riga",
    venue: "Old Town Hall",
    venueId: null,
    date: "2031-01-01T18:00:00.000Z",
    imageUrl: "/images/music.jpg",
    wellbeingBenefit: "social-connection",
    isActive: true,
    accessibilityFeatures: [],
    duration: 60,
    maxParticipants: 20,
    difficultyLevel: "beginner",
    createdBy: null,
    createdAt: AT,
    updatedAt: AT,
    placesTaken: 0,
    waitlistCount: 0,
    ratingAverage: null,
    ratingCount: 0,
    ...overrides,
  };
}
