import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, readObject, runWrite, withRowId } from "./write-route.ts";

/** POST /api/inquiries and POST /api/user-experiences (registration). */
export function bookingsRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/inquiries", "user", async (c) =>
      runWrite(c, deps, "inquiry.create", withRowId(await readObject(c)), created),
    ),
    route("POST", "/api/user-experiences", "user", async (c) =>
      runWrite(c, deps, "registration.create", withRowId(await readObject(c)), created),
    ),
  ];
}
