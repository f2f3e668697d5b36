import type { Experience } from "#domain/experience.ts";

/**
 * `GET /api/partner-updates` (README "API"): recent
 * public changes relevant to partners and professionals — for now the newest listings.
 * `type` leaves room for other kinds of update without changing the shape.
 */
export interface PartnerUpdate {
  id: string;
  type: "new-experience";
  title: string;
  createdAt: string;
  experience: Experience;
}

export function toPartnerUpdate(experience: Experience): PartnerUpdate {
  return {
    id: experience.id,
    type: "new-experience",
    title: experience.title,
    createdAt: experience.createdAt,
    experience,
  };
}
