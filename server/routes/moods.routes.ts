import * as v from "valibot";
import { MOODS } from "#domain/constants.ts";
import { R } from "#domain/reasons.ts";
import { ServiceError } from "../errors.ts";
import { experiencesForMood, latestMood, listMoodEntries } from "../services/moods-service.ts";
import { caller, pathParam } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";
import { created, readObject, runWrite, withRowId } from "./write-route.ts";

const moodQuery = v.optional(v.picklist(MOODS));

/** Mood check-ins: log one, the latest, the history, experiences for a mood. */
export function moodsRoutes(deps: RouteDeps): RouteDef[] {
  const { db, clock } = deps;
  return [
    route("POST", "/api/mood-entries", "user", async (c) =>
      runWrite(c, deps, "mood.log", withRowId(await readObject(c)), created),
    ),
    route("GET", "/api/users/:id/latest-mood", "self", async (c) =>
      c.json(await latestMood(db, pathParam(c, "id"), caller(c))),
    ),
    route("GET", "/api/users/:id/mood-entries", "self", async (c) =>
      c.json(await listMoodEntries(db, pathParam(c, "id"), caller(c))),
    ),
    // `?mood=` names the mood (spec: "mood as a further key"); without it, the latest mood.
    route("GET", "/api/users/:id/mood-recommendations", "self", async (c) => {
      const parsed = v.safeParse(moodQuery, c.req.query("mood") || undefined);
      if (!parsed.success) {
        throw new ServiceError(R.mood_required, { errors: { mood: R.mood_required } });
      }
      const mood = parsed.output ?? (await latestMood(db, pathParam(c, "id"), caller(c)))?.mood;
      return c.json(mood ? await experiencesForMood(db, mood, clock()) : []);
    }),
  ];
}
