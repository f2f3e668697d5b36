import type { LaneHandler } from "../http/fast-lane.ts";
import { answerRequestOf } from "../http/prepared-answer.ts";
import { getExperience } from "../services/experiences-service.ts";
import { listInquiriesForExperience } from "../services/inquiries-service.ts";
import { caller, pathParam } from "./guards.ts";
import type { PublicSnapshots } from "./public-snapshots.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, ok, readObject, runWrite, withRowId } from "./write-route.ts";

/** The fast lane's `GET /api/experiences` (fast-lane.ts): the list as kept until it changes. */
export const experiencesLane =
  (snapshots: PublicSnapshots): LaneHandler =>
  async (request) =>
    (await snapshots.experiences()).answer(request);

/** Experiences: public reads; writes by the creator; inquiries for the creator only. */
export function experiencesRoutes(deps: RouteDeps): RouteDef[] {
  const { db, snapshots } = deps;
  return [
    route("GET", "/api/experiences", "public", async (c) =>
      (await snapshots.experiences()).answer(answerRequestOf(c)),
    ),
    route("GET", "/api/experiences/:id", "public", async (c) =>
      c.json(await getExperience(db, pathParam(c, "id"))),
    ),
    route("POST", "/api/experiences", "user", async (c) =>
      runWrite(c, deps, "experience.create", withRowId(await readObject(c)), created),
    ),
    route("PUT", "/api/experiences/:id", "creator", async (c) => {
      const args = { ...(await readObject(c)), id: pathParam(c, "id") };
      return runWrite(c, deps, "experience.update", args, ok);
    }),
    route("GET", "/api/experiences/:id/inquiries", "creator", async (c) =>
      c.json(await listInquiriesForExperience(db, pathParam(c, "id"), caller(c))),
    ),
  ];
}
