import { listCalendarEvents } from "../services/calendar-service.ts";
import { upcomingExperiences } from "../services/registrations-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, readObject, runWrite, withRowId } from "./write-route.ts";

/** Calendar (spec §7): create an event, list them, the registered experiences still to come. */
export function calendarRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("POST", "/api/calendar-events", "user", async (c) =>
      runWrite(c, deps, "calendarEvent.create", withRowId(await readObject(c)), created),
    ),
    route("GET", "/api/users/:id/calendar-events", "self", (c) =>
      c.json(listCalendarEvents(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/users/:id/upcoming-experiences", "self", (c) =>
      c.json(upcomingExperiences(db, pathParam(c, "id"), caller(c), clock())),
    ),
  ];
}
