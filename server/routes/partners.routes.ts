import { listExperiencesBy, newestExperiences } from "../services/experiences-service.ts";
import { listInquiriesForCreator } from "../services/inquiries-service.ts";
import { markNoShows } from "../services/no-shows.ts";
import { partnerImpactOf } from "../services/partner-impact-service.ts";
import { bookingStats } from "../services/partner-stats-service.ts";
import { toPartnerUpdate } from "../services/partner-updates.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

export const PARTNER_UPDATES_LIMIT = 10;

/**
 * Partner dashboard data: only the partner themself may read it. Figures that depend
 * on no-shows settle them first, so a read right after an experience ended is already right.
 */
export function partnersRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("GET", "/api/partners/:id/experiences", "partner", async (c) => {
      await markNoShows(db, clock());
      return c.json(await listExperiencesBy(db, pathParam(c, "id"), caller(c)));
    }),
    route("GET", "/api/partners/:id/booking-stats", "partner", async (c) => {
      await markNoShows(db, clock());
      return c.json(await bookingStats(db, pathParam(c, "id"), caller(c), clock()));
    }),
    // Aggregates over other people's moods, never a mood itself (docs/privacy.md "Partner impact").
    route("GET", "/api/partners/:id/impact", "partner", async (c) =>
      c.json(await partnerImpactOf(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/partners/:id/inquiries", "partner", async (c) =>
      c.json(await listInquiriesForCreator(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/partner-updates", "user", async (c) =>
      c.json((await newestExperiences(db, PARTNER_UPDATES_LIMIT)).map(toPartnerUpdate)),
    ),
  ];
}
