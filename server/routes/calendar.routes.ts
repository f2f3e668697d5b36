import { listReminders } from "../services/calendar-reminders-service.ts";
import { listCalendarEvents } from "../services/calendar-service.ts";
import { upcomingExperiences } from "../services/registrations-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, ok, readObject, runWrite, withRowId } from "./write-route.ts";

/**
 * Calendar: create an event, list them, the registered experiences still to come;
 * ours: edit and delete an event, reminders. Every write is the same mutation sync push runs.
 * Ownership of an event or reminder is the service's to check (404 / 403), so these are "user".
 */
export function calendarRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("POST", "/api/calendar-events", "user", async (c) =>
      runWrite(c, deps, "calendarEvent.create", withRowId(await readObject(c)), created),
    ),
    route("GET", "/api/users/:id/calendar-events", "self", async (c) =>
      c.json(await listCalendarEvents(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/users/:id/upcoming-experiences", "self", async (c) =>
      c.json(await upcomingExperiences(db, pathParam(c, "id"), caller(c), clock())),
    ),
    route("PUT", "/api/calendar-events/:eventId", "user", async (c) => {
      const args = { ...(await readObject(c)), id: pathParam(c, "eventId") };
      return runWrite(c, deps, "calendarEvent.update", args, ok);
    }),
    route("GET", "/api/users/:id/event-reminders", "self", async (c) =>
      c.json(await listReminders(db, pathParam(c, "id"), caller(c))),
    ),
    route("POST", "/api/event-reminders", "user", async (c) =>
      runWrite(c, deps, "eventReminder.set", withRowId(await readObject(c)), created),
    ),
    route("POST", "/api/event-reminders/:reminderId/dismiss", "user", (c) =>
      runWrite(c, deps, "eventReminder.dismiss", { id: pathParam(c, "reminderId") }, ok),
    ),
    route("DELETE", "/api/event-reminders/:reminderId", "user", (c) =>
      runWrite(c, deps, "eventReminder.remove", { id: pathParam(c, "reminderId") }, ok),
    ),
    route("DELETE", "/api/calendar-events/:eventId", "user", (c) =>
      runWrite(c, deps, "calendarEvent.delete", { id: pathParam(c, "eventId") }, ok),
    ),
  ];
}
