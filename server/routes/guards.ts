import type { Context, MiddlewareHandler } from "hono";
import { canListExperiences, canRefer } from "#domain/permissions.ts";
import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import { requireUser } from "../auth/middleware.ts";
import { ServiceError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { AuthKind } from "./route-spec.ts";

/**
 * Enforces a route's auth kind. For `:id` routes another user's id is refused with 403 before
 * anything is read, so the answer never depends on (or reveals) what that user has.
 */
export function guard(kind: AuthKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A token that no longer works is refused even where signing in is optional: a sync pull
    // answered "public only" would move the device's cursor past its owner's private changes.
    if (kind === "optional" && c.get("token") && !c.get("user")) requireUser(c);
    if (kind !== "public" && kind !== "optional") {
      const user = requireUser(c);
      if (kind === "self" || kind === "partner" || kind === "professional") {
        if (c.req.param("id") !== user.id) throw new ServiceError(R.not_your_account);
      }
      if (kind === "partner" && !canListExperiences(user.userType)) {
        throw new ServiceError(R.partners_only);
      }
      if (kind === "professional" && !canRefer(user.userType)) {
        throw new ServiceError(R.professionals_only);
      }
    }
    await next();
  };
}

/** The signed-in caller of a guarded route. */
export function caller(c: Context<AppEnv>): PublicUser {
  return requireUser(c);
}

/** A path parameter of the matched route (always present there; typed loosely by Hono). */
export function pathParam(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? "";
}
