import * as v from "valibot";
import { listFavorites } from "../services/favorites-service.ts";
import { getProfile } from "../services/profile-service.ts";
import { recommendationsFor } from "../services/recommendations-service.ts";
import { listClientReferrals } from "../services/referrals-service.ts";
import { listRegistrations } from "../services/registrations-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, ok, readObject, runWrite, withRowId } from "./write-route.ts";

const limitQuery = v.pipe(
  v.optional(v.string(), "12"),
  v.transform((s) => Number.parseInt(s, 10)),
  v.transform((n) => (Number.isInteger(n) ? Math.min(50, Math.max(1, n)) : 12)),
);

/** The `/api/users/:id/…` family: every route is the caller's own data only. */
export function usersRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("GET", "/api/users/:id/profile", "self", async (c) =>
      c.json(await getProfile(db, pathParam(c, "id"), caller(c))),
    ),
    route("PATCH", "/api/users/:id", "self", async (c) =>
      runWrite(c, deps, "profile.update", await readObject(c), ok),
    ),
    route("GET", "/api/users/:id/experiences", "self", async (c) =>
      c.json(await listRegistrations(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/users/:id/recommendations", "self", async (c) => {
      const limit = v.parse(limitQuery, c.req.query("limit"));
      return c.json(await recommendationsFor(db, pathParam(c, "id"), caller(c), clock(), limit));
    }),
    route("GET", "/api/users/:id/favorites", "self", async (c) =>
      c.json(await listFavorites(db, pathParam(c, "id"), caller(c))),
    ),
    route("POST", "/api/users/:id/favorites", "self", async (c) => {
      const body = await readObject(c);
      const args = withRowId({ id: body.id, experienceId: body.experienceId });
      return runWrite(c, deps, "favorite.add", args, created);
    }),
    route("DELETE", "/api/users/:id/favorites/:experienceId", "self", (c) =>
      runWrite(c, deps, "favorite.remove", { experienceId: pathParam(c, "experienceId") }, ok),
    ),
    // The referrals this client received (the professional's list is professionals').
    route("GET", "/api/users/:id/referrals", "self", async (c) =>
      c.json(await listClientReferrals(db, pathParam(c, "id"), caller(c))),
    ),
  ];
}
