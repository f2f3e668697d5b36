import type { Context } from "hono";
import type { WebPushConfig } from "../env.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { AuthService } from "../services/auth-service.ts";
import type { ContactService } from "../services/contact-service.ts";
import type { ServiceDeps } from "../services/mutation-runner.ts";
import type { NewsletterService } from "../services/newsletter-service.ts";
import type { PublicSnapshots } from "./public-snapshots.ts";

/**
 * Who may call a route. The guard middleware (guards.ts) enforces the kind before the handler
 * runs, and the authorization tests are generated from the same table, so a route cannot be
 * added without declaring (and being tested for) who may call it.
 * - public: anyone
 * - optional: anyone without a token; signed-in callers see more (sync pull); a token that is
 *   expired or revoked is a 401, never silently treated as signed out
 * - user: any signed-in user
 * - self: signed in AND `:id` is the caller
 * - partner / professional: self AND the caller has that user type
 * - creator: signed in; the service refuses (403) unless the caller created the experience `:id`
 * - door: signed in; the service refuses (403 `door_staff_only`) unless the caller created the
 *   experience the request names or is a door helper of its creator
 */
export const AUTH_KINDS = [
  "public",
  "optional",
  "user",
  "self",
  "partner",
  "professional",
  "creator",
  "door",
] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDef {
  method: Method;
  path: string;
  auth: AuthKind;
  handler: (c: Context<AppEnv>) => Response | Promise<Response>;
}

/** Everything a route handler may call. */
export interface RouteDeps extends ServiceDeps {
  auth: AuthService;
  newsletter: NewsletterService;
  contact: ContactService;
  trustProxy: boolean;
  /** Web Push of due reminders; null when off (docs/calendar-feed.md). */
  webPush: WebPushConfig | null;
  /** Public answers kept until the next public change (public-snapshots.ts). */
  snapshots: PublicSnapshots;
}

export function route(
  method: Method,
  path: string,
  auth: AuthKind,
  handler: RouteDef["handler"],
): RouteDef {
  return { method, path, auth, handler };
}
