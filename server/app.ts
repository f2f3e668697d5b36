import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { R, reasonEnglish } from "#domain/reasons.ts";
import { createAuthLimits } from "./auth/auth-limits.ts";
import { authenticate } from "./auth/middleware.ts";
import { createPasswordHasher } from "./auth/password.ts";
import { createSessionStore } from "./auth/sessions.ts";
import type { Clock } from "./clock.ts";
import { isThrowaway } from "./db/client.ts";
import type { Db } from "./db/types.ts";
import type { Config } from "./env.ts";
import { reasonBody, refusalBody, ServiceError, STATUS_BY_KIND } from "./errors.ts";
import type { AppEnv } from "./http/app-env.ts";
import { cachePolicy } from "./http/cache-policy.ts";
import { compressAnswers } from "./http/compress-answers.ts";
import { fastLane, type LaneAnswer } from "./http/fast-lane.ts";
import { answerRequestOf } from "./http/prepared-answer.ts";
import { requireJsonBody, WITH_BODY } from "./http/require-json.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";
import { experiencesLane } from "./routes/experiences.routes.ts";
import { guard } from "./routes/guards.ts";
import { publicSnapshots } from "./routes/public-snapshots.ts";
import type { RouteDef } from "./routes/route-spec.ts";
import { routeTable } from "./routes/route-table.ts";
import { visitorPullLane } from "./routes/sync.routes.ts";
import { createAuthService } from "./services/auth-service.ts";
import { createContactService } from "./services/contact-service.ts";
import { createNewsletterService } from "./services/newsletter-service.ts";
import { resolveTicketKeys } from "./services/ticket-keys.ts";
import { repairTickets } from "./services/ticket-repair.ts";

export const MAX_JSON_BODY_BYTES = 256 * 1024;

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where 5xx details go; tests may silence it. */
  logError?: (error: unknown) => void;
  /** The login slow-down's wait; tests record it instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Password checks one IP may have in flight (tests raise it to exercise the budgets alone). */
  passwordChecksPerIp?: number;
  /**
   * Build the first public pull page in the background at start, so the first visitor does not
   * wait for it. Default: when the database is a file or a PostgreSQL server. A ":memory:" one
   * is a test's, and the tests build hundreds of apps that would each pay for a page no one asks
   * for.
   */
  warmPublicPages?: boolean;
}

/** The HTTP app, with the table of the /api routes it mounts (tests iterate over it). */
export type App = Hono<AppEnv> & {
  routeTable: Pick<RouteDef, "method" | "path" | "auth">[];
};

/**
 * Builds the whole HTTP app. No globals: the tests build one per case with ":memory:". Async:
 * the ticket key is read (or made) and old tickets repaired before the first request.
 */
export async function createApp({
  db,
  clock,
  config,
  logError = console.error,
  sleep,
  passwordChecksPerIp,
  warmPublicPages = !isThrowaway(config.database),
}: AppDeps): Promise<App> {
  const sessions = createSessionStore(db, clock, config.sessionTtlDays);
  const limits = createAuthLimits(
    {
      loginMax: config.rateLimitMax,
      loginWindowSeconds: config.rateLimitWindowSeconds,
      passwordChecksPerIp,
    },
    { db, clock },
  );
  const auth = createAuthService({
    db,
    clock,
    hasher: createPasswordHasher(config.scrypt),
    sessions,
    limits,
    ...(sleep ? { sleep } : {}),
  });
  const newsletter = createNewsletterService({ db, clock, byIp: limits.formsByIp });
  const contact = createContactService({ db, clock, byIp: limits.formsByIp });
  const ticketKeys = await resolveTicketKeys(db, config.ticketPrivateKey);
  // Tickets of earlier versions (HMAC) or of another key are re-signed before the first request.
  await repairTickets(db, ticketKeys, clock());
  const snapshots = publicSnapshots(db, clock);
  if (warmPublicPages) snapshots.warm();
  const routes = routeTable({
    db,
    clock,
    ticketKeys,
    budgets: {
      emailChanges: limits.emailChangesByUser,
      forms: limits.formsByUser,
      accountLookups: limits.accountLookupsByUser,
      referralCodes: limits.referralCodesByUser,
    },
    auth,
    newsletter,
    contact,
    trustProxy: config.trustProxy,
    webPush: config.webPush ?? null,
    snapshots,
  });

  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.use("/api/*", compressAnswers());
  app.use("/api/*", cachePolicy());
  const limit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    // The rest of the body is never read, so the socket is closed after this answer: say so,
    // or a keep-alive client sends its next request into a closed connection.
    onError: (c) => c.json(reasonBody(R.body_too_large), 413, { Connection: "close" }),
  });
  // A GET has no body to limit, and asking (c.req.raw.body) would build a whole Request.
  app.use("/api/*", (c, next) => (WITH_BODY.has(c.req.method) ? limit(c, next) : next()));
  app.use("/api/*", requireJsonBody());
  app.use("/api/*", authenticate(auth.userForToken));

  // Every /api route comes from the one route table, each behind the guard of its auth kind.
  for (const r of routes) app.on(r.method, r.path, guard(r.auth), r.handler);
  // Anything else under /api is a JSON 404, never the SPA.
  app.all("/api", (c) => c.json(reasonBody(R.not_found), 404));
  app.all("/api/*", (c) => c.json(reasonBody(R.not_found), 404));

  // GET/HEAD of the built PWA and of the hot public reads are answered in front of Hono
  // (http/fast-lane.ts); what the lane declines falls through to the chain above, and a file
  // that does not exist ends as the JSON 404 below. /api/health is not in the lane: it asks the
  // database (health.routes.ts).
  const files = staticFiles(config.staticDir);
  const lane = fastLane(
    new Map([
      ["/api/experiences", experiencesLane(snapshots)],
      ["/api/sync/pull", visitorPullLane(snapshots)],
    ]),
    files,
  );
  app.get("*", (c, next) => files(c.req.path, answerRequestOf(c)) ?? next());
  app.notFound((c) => c.json(reasonBody(R.not_found), 404));

  app.onError((err, c) => {
    if (err instanceof ServiceError) {
      if (err.retryAfterSeconds !== undefined)
        c.header("Retry-After", String(err.retryAfterSeconds));
      return c.json(refusalBody(err), STATUS_BY_KIND[err.kind]);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 413 ? R.body_too_large : R.invalid_input;
      if (err.status === 413) c.header("Connection", "close");
      return c.json({ code, message: err.message || reasonEnglish(code) }, err.status);
    }
    // Unexpected: log the details here, tell the caller nothing about the internals.
    logError(err);
    return c.json(reasonBody(R.internal_error), 500);
  });

  // The table travels with the app so tests can iterate over exactly what is mounted.
  const table = routes.map(({ method, path, auth }) => ({ method, path, auth }));
  const honoFetch = app.fetch;
  // A lane error (the database gone) is left to the app, whose onError answers and logs it:
  // thrown at once, or from an answer that waited for the database.
  const orApp = async (
    answer: Promise<Response>,
    ...args: Parameters<typeof honoFetch>
  ): Promise<Response> => {
    try {
      return await answer;
    } catch {
      return await honoFetch(...args);
    }
  };
  app.fetch = (request, env, ctx) => {
    let answer: LaneAnswer;
    try {
      answer = lane(request);
    } catch {
      return honoFetch(request, env, ctx);
    }
    if (answer === null) return honoFetch(request, env, ctx);
    return answer instanceof Response ? answer : orApp(answer, request, env, ctx);
  };
  return Object.assign(app, { routeTable: table });
}
