import { type RouteDef, route } from "./route-spec.ts";

export function healthRoutes(): RouteDef[] {
  return [route("GET", "/api/health", "public", (c) => c.json({ status: "ok" }))];
}
