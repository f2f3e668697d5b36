import * as v from "valibot";
import { pullQuerySchema } from "../../src/domain/sync-protocol.ts";
import { readJson } from "../http/read-json.ts";
import { pull, push } from "../services/sync-service.ts";
import { caller } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/** The sync protocol of ARCHITECTURE.md; shapes in src/domain/sync-protocol.ts. */
export function syncRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/sync/push", "user", async (c) =>
      c.json(push(deps, caller(c), await readJson(c))),
    ),
    // Signed-out callers get the public audience only (offline browsing of experiences).
    route("GET", "/api/sync/pull", "optional", (c) =>
      c.json(pull(deps.db, c.get("user"), v.parse(pullQuerySchema, c.req.query()))),
    ),
  ];
}
