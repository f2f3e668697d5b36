import { listReferrals } from "../services/referrals-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, readObject, runWrite, withRowId } from "./write-route.ts";

/** A professional's referrals (our design, README "API"): only that professional. */
export function professionalsRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("GET", "/api/professionals/:id/referrals", "professional", async (c) =>
      c.json(await listReferrals(deps.db, pathParam(c, "id"), caller(c))),
    ),
    route("POST", "/api/professionals/:id/referrals", "professional", async (c) =>
      runWrite(c, deps, "referral.create", withRowId(await readObject(c)), created),
    ),
  ];
}
