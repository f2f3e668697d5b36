import { requireUser } from "../auth/middleware.ts";
import { clientIp } from "../http/client-ip.ts";
import { readJson } from "../http/read-json.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/** The account endpoints: a thin adapter over the auth service. */
export function authRoutes({ auth, trustProxy }: RouteDeps): RouteDef[] {
  return [
    route("POST", "/api/auth/signup", "public", async (c) => {
      const result = await auth.signup(await readJson(c), clientIp(c, trustProxy));
      return c.json(result, 201);
    }),
    route("POST", "/api/auth/login", "public", async (c) => {
      const result = await auth.login(await readJson(c), clientIp(c, trustProxy));
      return c.json(result, 200);
    }),
    route("GET", "/api/auth/user", "user", (c) => c.json(requireUser(c))),
    // The old client sends signed-out users to /api/login; the page lives at /login.
    route("GET", "/api/login", "public", (c) => c.redirect("/login", 302)),
    route("POST", "/api/auth/logout", "user", async (c) => {
      const token = c.get("token");
      if (token) await auth.logout(token);
      return c.json({ message: "Signed out" });
    }),
    // Change password: the current password is checked; other sessions end.
    route("POST", "/api/auth/change-password", "user", async (c) => {
      const result = await auth.changePassword(
        requireUser(c),
        c.get("token") ?? "",
        await readJson(c),
        clientIp(c, trustProxy),
      );
      return c.json(result, 200);
    }),
  ];
}
