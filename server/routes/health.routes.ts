import type { LaneHandler } from "../http/fast-lane.ts";
import { answerRequestOf, prepareAnswer } from "../http/prepared-answer.ts";
import { type RouteDef, route } from "./route-spec.ts";

const health = prepareAnswer(JSON.stringify({ status: "ok" }), {
  type: "application/json",
  cacheControl: "no-cache",
});

/** The fast lane's /api/health (fast-lane.ts): the same prepared answer as the route. */
export const healthLane: LaneHandler = (request) => health.answer(request);

export function healthRoutes(): RouteDef[] {
  return [route("GET", "/api/health", "public", (c) => health.answer(answerRequestOf(c)))];
}
