import { readJson } from "../http/read-json.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { runWrite } from "./write-route.ts";

/**
 * Public: the landing page's form works signed out. A signed-in caller goes through the
 * exactly-once runner (Idempotency-Key honoured); a signed-out one has no user to key it by,
 * and subscribing twice is harmless anyway.
 */
export function newsletterRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/newsletter/subscribe", "public", async (c) => {
      const body = await readJson(c);
      if (c.get("user")) {
        return runWrite(c, deps, "newsletter.subscribe", body, (value) => {
          const { created, message } = value as { created: boolean; message: string };
          return { body: { message }, status: created ? 201 : 200 };
        });
      }
      const { created, message } = deps.newsletter.subscribe(body);
      return c.json({ message }, created ? 201 : 200);
    }),
  ];
}
