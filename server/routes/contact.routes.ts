import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, readObject, runWrite, withRowId } from "./write-route.ts";

/** Public contact form; signed-in callers get exactly-once through the runner (see newsletter). */
export function contactRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/contact", "public", async (c) => {
      const body = await readObject(c);
      if (c.get("user")) return runWrite(c, deps, "contact.submit", withRowId(body), created);
      return c.json(deps.contact.send(body), 201);
    }),
  ];
}
