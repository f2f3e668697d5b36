import type { Context } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { R } from "#domain/reasons.ts";
import type { PublicUser } from "#domain/user.ts";
import { headOf } from "../db/change-log.ts";
import type { ChangeNotice } from "../db/types.ts";
import { ServiceError } from "../errors.ts";
import type { AppEnv } from "../http/app-env.ts";
import { createEventHub, type EventHub } from "./event-hub.ts";
import { type RouteDef, type RouteDeps, route } from "./route-spec.ts";

/**
 * Live pokes (docs/decisions/0022-live-pokes.md): `GET /api/events` tells an open app, in
 * Server-Sent Events framing, that one of its pull streams moved. No data travels here: the app
 * pulls as it always does. A visitor hears the public stream; a signed-in caller also "own",
 * their own audience, and never another user's.
 */

/** A comment line this often keeps proxies from closing an idle connection (decision 0022). */
export const PING_MS = 25_000;
/** A signed-out or expired token's stream ends within this (decision 0022, Consequences). */
export const SESSION_CHECK_MS = 60_000;

type StreamName = "public" | "own";

export function eventsRoutes(deps: RouteDeps): RouteDef[] {
  // One hub per app, so one Db.watch subscription per node however many streams are open.
  const hub = createEventHub(deps.db);
  return [route("GET", "/api/events", "optional", (c) => openStream(c, deps, hub))];
}

/** SSE frames, written whole; the data is JSON, which has no line breaks. */
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function openStream(c: Context<AppEnv>, deps: RouteDeps, hub: EventHub): Response {
  // Hono answers a HEAD with the GET's headers and drops its body without cancelling it: a
  // stream opened for it would never hear its client leave.
  if (c.req.method === "HEAD") return c.body(null, 200, { "content-type": "text/event-stream" });
  // The guard already refused a token that no longer works (401); here a token means a user.
  const user = c.get("user");
  const token = c.get("token");
  const audiences = new Map<StreamName, string>([["public", "public"]]);
  if (user) audiences.set("own", user.id);

  /** The last cursor sent per stream on this connection: a notice heard twice (locally and
   * through NOTIFY) or already covered by the heads is not sent again. */
  const sent = new Map<StreamName, number>();
  /** Cursors heard but not yet sent: at most one per stream, however slow the client reads. */
  const pending = new Map<StreamName, number>();
  let everything = false;
  let ready = false;
  let draining = false;
  let stream: SSEStreamingApi | null = null;
  let writes = 0;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const write = async (text: string) => {
    writes++;
    try {
      await stream?.write(text);
    } finally {
      writes--;
    }
  };
  const heads = async () =>
    new Map(
      await Promise.all(
        [...audiences].map(
          async ([name, audience]) => [name, await headOf(deps.db, audience)] as const,
        ),
      ),
    );

  // Sends what the notices heard so far moved, in order, one writer at a time.
  const drain = async () => {
    if (!ready || draining) return;
    draining = true;
    try {
      while (pending.size > 0 || everything) {
        const moved = new Map(pending);
        pending.clear();
        if (everything) {
          // Changes may have been missed (decision 0022): whatever passed what was sent moved.
          everything = false;
          for (const [name, head] of await heads())
            if (head > (moved.get(name) ?? 0)) moved.set(name, head);
        }
        for (const [name, cursor] of moved) {
          if (cursor <= (sent.get(name) ?? 0)) continue;
          sent.set(name, cursor);
          await write(frame("moved", { stream: name, cursor }));
        }
      }
    } catch {
      finish(); // the database is gone: the app reconnects with backoff and pulls meanwhile
    } finally {
      draining = false;
    }
  };

  const onNotice = (notice: ChangeNotice) => {
    if (notice.everything) everything = true;
    for (const [name, audience] of audiences) {
      const seq = notice.moved.get(audience);
      if (seq !== undefined && seq > (pending.get(name) ?? 0)) pending.set(name, seq);
    }
    void drain();
  };

  // A revoked or expired session (or one we cannot check) ends the stream.
  const recheck = async (token: string, user: PublicUser) => {
    try {
      if ((await deps.auth.userForToken(token))?.id !== user.id) finish();
    } catch {
      finish();
    }
  };

  // Joined before the heads are read, so a commit between the two is heard, not lost.
  const leave = hub.join(user?.id ?? null, onNotice);
  if (!leave) throw new ServiceError(R.too_many_attempts);

  const response = streamSSE(c, async (s) => {
    stream = s;
    // Called when the body is cancelled: the client went away (@hono/node-server cancels it
    // when the socket closes; app.request's reader when it cancels).
    s.onAbort(finish);
    const ping = setInterval(() => {
      if (writes === 0) void write(": ping\n\n"); // a client not reading gets no pile of pings
    }, PING_MS);
    const check =
      token && user ? setInterval(() => void recheck(token, user), SESSION_CHECK_MS) : null;
    ping.unref();
    check?.unref();
    try {
      const first = await heads();
      for (const [name, head] of first) sent.set(name, head);
      await write(frame("heads", Object.fromEntries(first)));
      ready = true;
      void drain();
      await finished;
    } catch {
      // The heads could not be read: end; the app reconnects with backoff.
    } finally {
      clearInterval(ping);
      if (check) clearInterval(check);
      leave();
    }
  });

  // No cache may keep it, and nginx must pass it on as it comes (deploy/nginx.conf also says so).
  response.headers.set("cache-control", "no-store");
  response.headers.set("x-accel-buffering", "no");
  return response;
}
