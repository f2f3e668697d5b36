import type { UserType } from "#domain/constants.ts";

/**
 * Who may list experiences and open the partner pages: cultural partners only. The server
 * refuses `experience.create` from anyone else (`experience_create_partners_only`); the app
 * hides the entry points and guards the routes with this same rule.
 */
export const PARTNER_USER_TYPE: UserType = "cultural_partner";

export function isCulturalPartner(userType: string | null | undefined): boolean {
  return userType === PARTNER_USER_TYPE;
}
