import {
  type Change,
  PUBLIC_ENTITIES,
  type PullResponse,
  type PushResult,
} from "#domain/sync-protocol.ts";
import type { FetchLike } from "#sync/http.ts";

/**
 * A tiny scriptable stand-in for the sync endpoints, for engine unit tests that need answers the
 * real server never gives (malformed bodies, Retry-After, a page of hand-made changes).
 * Default behaviour: every pushed mutation is applied; the pull pages through `changes` (seq =
 * index + 1) like the real server: `audience=own` serves the private ones (any owner: the
 * client must drop other users' rows), a pull without a token the public ones, and a pull with
 * a token but no audience both.
 */
export interface PushedMutation {
  id: string;
  name: string;
  args: unknown;
  createdAt: string;
}

export interface FakeSyncServer {
  fetch: FetchLike;
  pushes: { token: string | null; mutations: PushedMutation[] }[];
  pulls: { token: string | null; cursor: number; audience: string | null }[];
  /** The changes the pull serves (seq = index + 1). */
  changes: Change[];
  /** Override the push answer: results, or a whole Response. */
  onPush: (mutations: PushedMutation[], token: string | null) => PushResult[] | Response;
  /** Override the pull answer. */
  onPull: (
    cursor: number,
    limit: number,
    token: string | null,
    audience: string | null,
  ) => PullResponse | Response;
}

const isPublic = (change: Change) => PUBLIC_ENTITIES.includes(change.entity as never);

/** Which changes a pull pages through (see above). */
function inStream(change: Change, token: string | null, audience: string | null): boolean {
  if (audience === "own") return !isPublic(change);
  return token !== null || isPublic(change);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function createFakeSyncServer(): FakeSyncServer {
  const server: FakeSyncServer = {
    pushes: [],
    pulls: [],
    changes: [],
    onPush: (mutations) => mutations.map((m) => ({ id: m.id, status: "applied" as const })),
    onPull: (cursor, limit, token, audience) => {
      const seen = server.changes
        .map((change, i) => ({ change, seq: i + 1 }))
        .filter(({ change, seq }) => seq > cursor && inStream(change, token, audience));
      const page = seen.slice(0, limit);
      return {
        changes: page.map((p) => p.change),
        cursor: page.at(-1)?.seq ?? cursor,
        hasMore: seen.length > limit,
      };
    },
    fetch: async (input, init) => {
      const url = new URL(input, "http://localhost");
      const auth = new Headers(init?.headers).get("Authorization");
      const token = auth?.startsWith("Bearer ") ? auth.slice(7) : null;
      if (url.pathname === "/api/sync/push") {
        const body = JSON.parse(String(init?.body)) as { mutations: PushedMutation[] };
        server.pushes.push({ token, mutations: body.mutations });
        const answer = server.onPush(body.mutations, token);
        return answer instanceof Response ? answer : json(200, { results: answer });
      }
      if (url.pathname === "/api/sync/pull") {
        const cursor = Number(url.searchParams.get("cursor") ?? 0);
        const limit = Number(url.searchParams.get("limit") ?? 500);
        const audience = url.searchParams.get("audience");
        server.pulls.push({ token, cursor, audience });
        const answer = server.onPull(cursor, limit, token, audience);
        return answer instanceof Response ? answer : json(200, answer);
      }
      return json(404, { message: "Not found" });
    },
  };
  return server;
}
