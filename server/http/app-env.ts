import type { PublicUser } from "#domain/user.ts";

/** Hono's typed context variables, set by middleware (server/auth/middleware.ts). */
export interface AppEnv {
  Variables: {
    /** The signed-in user, or null when no valid bearer token came with the request. */
    user: PublicUser | null;
    /** The bearer token as sent (needed to revoke it on logout); null without one. */
    token: string | null;
  };
}
