import { listExperiencesBy, newestExperiences } from "../services/experiences-service.ts";
import { listInquiriesForCreator } from "../services/inquiries-service.ts";
import { markNoShows } from "../services/no-shows.ts";
import { bookingStats } from "../services/partner-stats-service.ts";
import { toPartnerUpdate } from "../services/partner-updates.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

export const PARTNER_UPDATES_LIMIT = 10;

/**
 * Partner dashboard data (spec §7): only the partner themself may read it. Figures that depend
 * on no-shows settle them first, so a read right after an experience ended is already right.
 */
export function partnersRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("GET", "/api/partners/:id/experiences", "partner", (c) => {
      markNoShows(db, clock());
      return c.json(listExperiencesBy(db, pathParam(c, "id"), caller(c)));
    }),
    route("GET", "/api/partners/:id/booking-stats", "partner", (c) => {
      markNoShows(db, clock());
      return c.json(bookingStats(db, pathParam(c, "id"), caller(c), clock()));
    }),
    route("GET", "/api/partners/:id/inquiries", "partner", (c) =>
      c.json(listInquiriesForCreator(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/partner-updates", "user", (c) =>
      c.json(newestExperiences(db, PARTNER_UPDATES_LIMIT).map(toPartnerUpdate)),
    ),
  ];
}
