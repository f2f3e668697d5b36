import type { Change, PullResponse, PushResult } from "#domain/sync-protocol.ts";
import type { FetchLike } from "#sync/http.ts";

/**
 * A tiny scriptable stand-in for the sync endpoints, for engine unit tests that need answers the
 * real server never gives (malformed bodies, Retry-After, a page of hand-made changes).
 * Default behaviour: every pushed mutation is applied; the pull serves `changes` in one page.
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
  pulls: { token: string | null; cursor: number }[];
  /** The changes the pull serves (seq = index + 1). */
  changes: Change[];
  /** Override the push answer: results, or a whole Response. */
  onPush: (mutations: PushedMutation[], token: string | null) => PushResult[] | Response;
  /** Override the pull answer. */
  onPull: (cursor: number, limit: number, token: string | null) => PullResponse | Response;
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
    onPull: (cursor, limit) => {
      const page = server.changes.slice(cursor, cursor + limit);
      const next = cursor + page.length;
      return { changes: page, cursor: next, hasMore: next < server.changes.length };
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
        server.pulls.push({ token, cursor });
        const answer = server.onPull(cursor, limit, token);
        return answer instanceof Response ? answer : json(200, answer);
      }
      return json(404, { message: "Not found" });
    },
  };
  return server;
}
