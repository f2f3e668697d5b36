import { getExperience, listActiveExperiences } from "../services/experiences-service.ts";
import { listInquiriesForExperience } from "../services/inquiries-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, ok, readObject, runWrite, withRowId } from "./write-route.ts";

/** Spec §7 experiences: public reads; writes by the creator; inquiries for the creator only. */
export function experiencesRoutes(deps: RouteDeps): RouteDef[] {
  const { db } = deps;
  return [
    route("GET", "/api/experiences", "public", (c) => c.json(listActiveExperiences(db))),
    route("GET", "/api/experiences/:id", "public", (c) =>
      c.json(getExperience(db, pathParam(c, "id"))),
    ),
    route("POST", "/api/experiences", "user", async (c) =>
      runWrite(c, deps, "experience.create", withRowId(await readObject(c)), created),
    ),
    route("PUT", "/api/experiences/:id", "creator", async (c) => {
      const args = { ...(await readObject(c)), id: pathParam(c, "id") };
      return runWrite(c, deps, "experience.update", args, ok);
    }),
    route("GET", "/api/experiences/:id/inquiries", "creator", (c) =>
      c.json(listInquiriesForExperience(db, pathParam(c, "id"), caller(c))),
    ),
  ];
}
