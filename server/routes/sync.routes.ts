import type { Context } from "hono";
import * as v from "valibot";
import { R } from "#domain/reasons.ts";
import {
  CLIENT_OUTDATED_STATUS,
  pullQuerySchema,
  SYNC_PROTOCOL_HEADER,
  syncProtocolOf,
} from "#domain/sync-protocol.ts";
import { parseInput, ServiceError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { LaneHandler } from "../http/fast-lane.ts";
import {
  type AnswerRequest,
  answerRequestOf,
  type PreparedAnswer,
} from "../http/prepared-answer.ts";
import { readJson } from "../http/read-json.ts";
import { markNoShows } from "../services/no-shows.ts";
import { checkSyncProtocol, pull, push } from "../services/sync-service.ts";
import { caller } from "./guards.ts";
import type { PublicSnapshots } from "./public-snapshots.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/**
 * Both sync endpoints first check the caller's protocol version: an app too old for this server
 * gets 426 `{ code: "client_outdated", message }` and asks its user to reload (decision
 * 0008). The route's guard runs before this, so an expired token is still
 * a 401 first: the session is sorted out, then the version.
 */
function versioned(handler: RouteDef["handler"]): RouteDef["handler"] {
  return (c: Context<AppEnv>) => {
    const outdated = checkSyncProtocol(c.req.header(SYNC_PROTOCOL_HEADER));
    return outdated ? c.json(outdated, CLIENT_OUTDATED_STATUS) : handler(c);
  };
}

/**
 * The fast lane's visitor pull (fast-lane.ts): no Authorization header, a protocol this server
 * serves and the public stream. Anything else (a token, an outdated or malformed version, a
 * query naming an audience) goes to the route, which answers it or refuses it.
 */
export const visitorPullLane =
  (snapshots: PublicSnapshots): LaneHandler =>
  (request) => {
    if (request.header("authorization")) return null;
    const version = request.header(SYNC_PROTOCOL_HEADER) ?? undefined;
    if (syncProtocolOf(version) === null || checkSyncProtocol(version)) return null;
    const query = v.safeParse(
      pullQuerySchema,
      Object.fromEntries(new URLSearchParams(request.query)),
    );
    if (!query.success || query.output.audience !== undefined) return null;
    return answerWith(snapshots.visitorPull(query.output), request);
  };

/** The prepared answer, once built, as the request asks for it (ETag, encoding, HEAD). */
async function answerWith(
  prepared: Promise<PreparedAnswer>,
  request: AnswerRequest,
): Promise<Response> {
  return (await prepared).answer(request);
}

/** The sync protocol (README "How sync works"); shapes in src/domain/sync-protocol.ts. */
export function syncRoutes(deps: RouteDeps): RouteDef[] {
  return [
    route(
      "POST",
      "/api/sync/push",
      "user",
      versioned(async (c) => c.json(await push(deps, caller(c), await readJson(c)))),
    ),
    // Signed-out callers get the public audience only (offline browsing of experiences), from
    // the shared snapshot; the app pulls its public stream this way when signed in too.
    // `audience=own` is the signed-in caller's own stream, so it needs a session. No-shows are
    // settled first, so a pull right after an experience ended already has them. (The guard
    // already refused a token that no longer works.)
    route(
      "GET",
      "/api/sync/pull",
      "optional",
      versioned(async (c) => {
        const query = parseInput(pullQuerySchema, c.req.query());
        const user = c.get("user");
        if (!user && query.audience === "own") throw new ServiceError(R.auth_required);
        if (!user) return (await deps.snapshots.visitorPull(query)).answer(answerRequestOf(c));
        await markNoShows(deps.db, deps.clock());
        return c.json(await pull(deps.db, user, query));
      }),
    ),
  ];
}
