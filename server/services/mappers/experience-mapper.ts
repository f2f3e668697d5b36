import type { DifficultyLevel } from "#domain/constants.ts";
import type { Experience } from "#domain/entities/index.ts";
import type { ExperienceRow } from "../../db/schema.ts";
import { parseStringList } from "./json-list.ts";
import { ratingAverage } from "./rating.ts";

/**
 * An experience as REST answers it and as a pull delivers it; the type is the entity schema's
 * (src/domain/entities), which the client checks pulled rows against. Fields are listed one by
 * one, never spread, so a server-only column never reaches the wire.
 */
export function toExperience(row: ExperienceRow): Experience {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    price: row.price,
    location: row.location,
    venue: row.venue,
    venueId: row.venueId,
    date: row.date,
    imageUrl: row.imageUrl,
    wellbeingBenefit: row.wellbeingBenefit,
    isActive: row.isActive,
    accessibilityFeatures: parseStringList(row.accessibilityFeatures),
    duration: row.duration,
    maxParticipants: row.maxParticipants,
    difficultyLevel: row.difficultyLevel as DifficultyLevel,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    placesTaken: row.placesTaken,
    waitlistCount: row.waitlistCount,
    ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
  };
}
