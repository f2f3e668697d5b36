/** Who may open the professional pages (/professional/…): professionals only (src/app/guards.ts). */
export function isProfessional(userType: string | null | undefined): boolean {
  return userType === "professional";
}
