import { Hono } from "hono";
import { requireUser } from "../auth/middleware.ts";
import type { AppEnv } from "../http/app-env.ts";
import { clientIp } from "../http/client-ip.ts";
import { readJson } from "../http/read-json.ts";
import type { AuthService } from "../services/auth-service.ts";

/** Spec §7 account endpoints: a thin adapter over the auth service. */
export function authRoutes(auth: AuthService, options: { trustProxy: boolean }) {
  return new Hono<AppEnv>()
    .post("/signup", async (c) => {
      const result = await auth.signup(await readJson(c), clientIp(c, options.trustProxy));
      return c.json(result, 201);
    })
    .post("/login", async (c) => {
      const result = await auth.login(await readJson(c), clientIp(c, options.trustProxy));
      return c.json(result, 200);
    })
    .get("/user", (c) => c.json(requireUser(c)))
    .post("/logout", (c) => {
      requireUser(c);
      const token = c.get("token");
      if (token) auth.logout(token);
      return c.json({ message: "Signed out" });
    });
}
