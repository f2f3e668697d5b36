import { clientIp } from "../http/client-ip.ts";
import { readJson } from "../http/read-json.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, runWrite } from "./write-route.ts";

/**
 * Public: the landing page's form works signed out. A signed-in caller goes through the
 * exactly-once runner (Idempotency-Key honoured); a signed-out one has no user to key it by,
 * and subscribing twice is harmless anyway. Both answer 201 whether or not the address was on
 * the list already (newsletter-service.ts).
 */
export function newsletterRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/newsletter/subscribe", "public", async (c) => {
      const body = await readJson(c);
      if (c.get("user")) return runWrite(c, deps, "newsletter.subscribe", body, created);
      return c.json(await deps.newsletter.subscribe(body, clientIp(c, deps.trustProxy)), 201);
    }),
  ];
}
