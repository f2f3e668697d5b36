import { listExperiencesBy, newestExperiences } from "../services/experiences-service.ts";
import { listInquiriesForCreator } from "../services/inquiries-service.ts";
import { toPartnerUpdate } from "../services/partner-updates.ts";
import { bookingStats } from "../services/registrations-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

export const PARTNER_UPDATES_LIMIT = 10;

/** Partner dashboard data (spec §7): only the partner themself may read it. */
export function partnersRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("GET", "/api/partners/:id/experiences", "partner", (c) =>
      c.json(listExperiencesBy(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/partners/:id/booking-stats", "partner", (c) =>
      c.json(bookingStats(db, pathParam(c, "id"), caller(c), clock())),
    ),
    route("GET", "/api/partners/:id/inquiries", "partner", (c) =>
      c.json(listInquiriesForCreator(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/partner-updates", "user", (c) =>
      c.json(newestExperiences(db, PARTNER_UPDATES_LIMIT).map(toPartnerUpdate)),
    ),
  ];
}
