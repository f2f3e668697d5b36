import { accountRoutes } from "./account.routes.ts";
import { authRoutes } from "./auth.routes.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { calendarRoutes } from "./calendar.routes.ts";
import { calendarFeedRoutes } from "./calendar-feed.routes.ts";
import { contactRoutes } from "./contact.routes.ts";
import { doorRoutes } from "./door.routes.ts";
import { eventsRoutes } from "./events.routes.ts";
import { experiencesRoutes } from "./experiences.routes.ts";
import { healthRoutes } from "./health.routes.ts";
import { moodsRoutes } from "./moods.routes.ts";
import { newsletterRoutes } from "./newsletter.routes.ts";
import { partnersRoutes } from "./partners.routes.ts";
import { professionalsRoutes } from "./professionals.routes.ts";
import { pushRoutes } from "./push.routes.ts";
import type { RouteDef, RouteDeps } from "./route-spec.ts";
import { syncRoutes } from "./sync.routes.ts";
import { ticketsRoutes } from "./tickets.routes.ts";
import { usersRoutes } from "./users.routes.ts";

/**
 * The single table of every /api route: method, path, who may call it, handler. app.ts mounts
 * exactly these (each behind the guard of its auth kind) and the authorization tests iterate
 * over them, so the table, the enforcement and the tests cannot drift apart.
 */
export function routeTable(deps: RouteDeps): RouteDef[] {
  return [
    ...healthRoutes(deps),
    ...authRoutes(deps),
    ...newsletterRoutes(deps),
    ...contactRoutes(deps),
    ...experiencesRoutes(deps),
    ...bookingsRoutes(deps),
    ...usersRoutes(deps),
    ...moodsRoutes(deps),
    ...calendarRoutes(deps),
    ...partnersRoutes(deps),
    ...professionalsRoutes(deps),
    ...ticketsRoutes(deps),
    ...doorRoutes(deps),
    ...syncRoutes(deps),
    ...eventsRoutes(deps),
    ...calendarFeedRoutes(deps),
    ...accountRoutes(deps),
    ...pushRoutes(deps),
  ];
}
