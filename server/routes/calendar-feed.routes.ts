import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";
import {
  createFeedSecret,
  feedIcs,
  feedStatus,
  revokeFeedSecret,
} from "../services/calendar-feed-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/** The private feed's path for a secret (the UI shows it as webcal://host/…). */
export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/**
 * The private calendar feed: its owner makes, rotates and revokes the link (online only); the
 * feed itself is public by design, the secret in its path being the credential (calendar apps
 * subscribe by URL and send no token). Docs: docs/calendar-feed.md.
 */
export function calendarFeedRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("GET", "/api/calendar/:file{[A-Za-z0-9_-]{20,100}\\.ics}", "public", async (c) => {
      const secret = pathParam(c, "file").replace(/\.ics$/, "");
      if (!secret) throw new ServiceError(R.calendar_feed_not_found);
      const origin = new URL(c.req.url).origin;
      return c.body(await feedIcs(db, secret, clock(), origin), 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="culturewell.ics"',
      });
    }),
    route("GET", "/api/users/:id/calendar-feed", "self", async (c) =>
      c.json(await feedStatus(db, pathParam(c, "id"), caller(c))),
    ),
    route("POST", "/api/users/:id/calendar-feed", "self", async (c) => {
      const made = await createFeedSecret(db, pathParam(c, "id"), caller(c), clock());
      return c.json({ ...made, path: feedPath(made.secret) }, 201);
    }),
    route("DELETE", "/api/users/:id/calendar-feed", "self", async (c) =>
      c.json(await revokeFeedSecret(db, pathParam(c, "id"), caller(c))),
    ),
  ];
}
