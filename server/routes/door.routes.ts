import { readJson } from "../http/read-json.ts";
import { verifyAtDoor } from "../services/door-verify-service.ts";
import { caller } from "./guards.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/**
 * The door for a helper who is online: verify a scanned ticket against the live list. Admitting
 * is the `checkin.record` mutation (sync push), which works offline as well.
 */
export function doorRoutes(deps: RouteDeps): RouteDef[] {
  const { db, ticketKeys, clock } = deps;
  return [
    route("POST", "/api/door/verify", "door", async (c) =>
      c.json(await verifyAtDoor(db, ticketKeys, caller(c), await readJson(c), clock())),
    ),
  ];
}
