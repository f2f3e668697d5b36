import type { AnswerRequest } from "./prepared-answer.ts";

/** A GET or HEAD as the fast lane sees it: path and query split off the URL, headers lazily. */
export interface LaneRequest extends AnswerRequest {
  path: string;
  query: string;
}

/**
 * A lane's answer: a Response at once (a prepared answer from memory), a Response once the
 * database has answered (the public answers check the public version first: public-snapshots.ts),
 * or null to leave the request to the app (the normal Hono chain).
 */
export type LaneAnswer = Response | Promise<Response> | null;

/** Answers a request, or returns null to leave it to the app (the normal Hono chain). */
export type LaneHandler = (request: LaneRequest) => LaneAnswer;

/**
 * Why a lane in front of Hono: the hot public reads (the PWA's files, the experiences
 * list, a visitor's pull) are prepared answers, complete with security headers,
 * ETag and compressed copies (prepared-answer.ts). Going through the middleware chain for them
 * costs more than the answer itself (measured: 0.35× of a bare Hono app); answered here,
 * synchronously where nothing needs the database, @hono/node-server writes them on its fastest
 * path. The public answers wait for one indexed lookup of the public version, then answer from
 * memory (public-snapshots.ts). Everything else, and anything a handler declines (a token on
 * the pull, an unknown file), goes on to the app.
 */
export function fastLane(
  api: ReadonlyMap<string, LaneHandler>,
  files: (path: string, request: AnswerRequest) => Response | null,
) {
  return (req: Request): LaneAnswer => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return null;
    const url = req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const mark = url.indexOf("?", start);
    const path = mark < 0 ? url.slice(start) : url.slice(start, mark);
    const headers = req.headers;
    const request: LaneRequest = {
      method,
      path,
      query: mark < 0 ? "" : url.slice(mark + 1),
      header: (name) => headers.get(name),
    };
    if (path === "/api" || path.startsWith("/api/")) return api.get(path)?.(request) ?? null;
    return files(path, request);
  };
}
