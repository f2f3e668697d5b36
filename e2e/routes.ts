/**
 * The app's screens per role, written out by hand (not read from the router: a screen added
 * without a line here is a screen no e2e scan visits). The accessibility scan (a11y.spec.ts) and
 * the layout check (layout.spec.ts) walk the same lists.
 */

/** What a signed-out visitor can open. */
export const VISITOR_ROUTES = [
  "/",
  "/landing",
  "/login",
  "/signup",
  "/why-culture-wellbeing",
  "/for-partners",
  "/contact",
  "/help",
  "/privacy",
  "/accessibility",
  "/community-guidelines",
  "/nope-404",
] as const;

/** A participant's screens (the experience and referral pages need ids: see the specs). */
export const PARTICIPANT_ROUTES = [
  "/",
  "/dashboard-individual",
  "/experiences",
  "/profile",
  "/profile?tab=recommendations",
  "/profile?tab=favorites",
  "/profile?tab=history",
  "/calendar",
  "/add-experience",
  "/favorites",
] as const;

/** A partner's screens, around one of their listings. */
export const partnerRoutes = (listingId: string) => [
  "/dashboard-cultural-partner",
  "/dashboard/cultural-partner",
  `/experience/${listingId}`,
  `/edit-experience/${listingId}`,
  "/partner/experiences/new",
  "/partner/bookings",
  "/partner/analytics",
  "/partner/profile",
  "/partner/resources",
  "/partner/check-in",
  `/partner/check-in/${listingId}`,
];

export const PROFESSIONAL_ROUTES = [
  "/dashboard-professional",
  "/professional/referrals",
  "/professional/referrals/new",
  "/professional/resources",
  "/professional/evidence",
] as const;
