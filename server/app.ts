import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { authenticate } from "./auth/middleware.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { createAuthLimits } from "./auth/rate-limit.ts";
import { createSessionStore } from "./auth/sessions.ts";
import type { Clock } from "./clock.ts";
import type { Db } from "./db/client.ts";
import type { Config } from "./env.ts";
import type { AppEnv } from "./http/app-env.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";
import { authRoutes } from "./routes/auth.routes.ts";
import { contactRoutes } from "./routes/contact.routes.ts";
import { healthRoutes } from "./routes/health.routes.ts";
import { newsletterRoutes } from "./routes/newsletter.routes.ts";
import { createAuthService } from "./services/auth-service.ts";
import { createContactService } from "./services/contact-service.ts";
import { ServiceError, STATUS_BY_CODE } from "./services/errors.ts";
import { createNewsletterService } from "./services/newsletter-service.ts";

export const MAX_JSON_BODY_BYTES = 256 * 1024;

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where 5xx details go; tests may silence it. */
  logError?: (error: unknown) => void;
}

/** Builds the whole HTTP app. No globals: the tests build one per case with ":memory:". */
export function createApp({ db, clock, config, logError = console.error }: AppDeps) {
  const sessions = createSessionStore(db, clock, config.sessionTtlDays);
  const auth = createAuthService({
    db,
    clock,
    hasher: createPasswordHasher(config.scrypt),
    sessions,
    limits: createAuthLimits(
      { loginMax: config.rateLimitMax, loginWindowSeconds: config.rateLimitWindowSeconds },
      clock,
    ),
  });
  const newsletter = createNewsletterService({ db, clock });
  const contact = createContactService({ db, clock });

  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => c.json({ message: "Request body is too large" }, 413),
    }),
  );
  app.use("/api/*", authenticate(auth.userForToken));

  app.route("/api/health", healthRoutes());
  app.route("/api/auth", authRoutes(auth, { trustProxy: config.trustProxy }));
  app.route("/api/newsletter", newsletterRoutes(newsletter));
  app.route("/api/contact", contactRoutes(contact));
  // Register new /api routes above: anything else under /api is a JSON 404, never the SPA.
  app.all("/api", (c) => c.json({ message: "Not found" }, 404));
  app.all("/api/*", (c) => c.json({ message: "Not found" }, 404));

  app.get("*", staticFiles(config.staticDir));
  app.notFound((c) => c.json({ message: "Not found" }, 404));

  app.onError((err, c) => {
    if (err instanceof ServiceError) {
      if (err.retryAfterSeconds !== undefined)
        c.header("Retry-After", String(err.retryAfterSeconds));
      const body = err.errors
        ? { message: err.message, errors: err.errors }
        : { message: err.message };
      return c.json(body, STATUS_BY_CODE[err.code]);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: err.message || "Bad request" }, err.status);
    }
    // Unexpected: log the details here, tell the caller nothing about the internals.
    logError(err);
    return c.json({ message: "Internal server error" }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
