import type { Context, MiddlewareHandler } from "hono";
import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import { ServiceError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Sets `c.var.user` from an `Authorization: Bearer` token (null when absent or not valid) and
 * `c.var.token`. It never rejects: public routes stay public; `requireUser` guards the rest.
 */
export function authenticate(
  userForToken: (token: string) => Promise<PublicUser | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    c.set("token", token);
    c.set("user", token ? await userForToken(token) : null);
    await next();
  };
}

/** The signed-in user, or a 401-mapped error (different text for "no token" and "bad token"). */
export function requireUser(c: Context<AppEnv>): PublicUser {
  const user = c.get("user");
  if (user) return user;
  throw new ServiceError(c.get("token") ? R.session_expired : R.auth_required);
}
