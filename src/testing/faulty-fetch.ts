import type { FetchLike } from "#sync/http.ts";

/**
 * A fetch that misbehaves on purpose between the sync engine and the in-process server
 * (decision 0004, "Consequences"). Each request gets a fault from `decide` (or the next planned
 * one):
 *
 * - `fail-before`: the request never reaches the server (offline);
 * - `drop-response`: the server handles it and COMMITS, then the answer is lost;
 * - `status-503`: the server is not called, the client gets a 503;
 * - `partial-503`: for a push, the server applies only the first half of the mutations, then
 *   the client gets a 503 (a crash mid-batch); other requests as `status-503`;
 * - `duplicate`: the same request reaches the server twice, one after the other;
 * - `concurrent`: the same request reaches the server twice at the same time;
 * - `status-401`: the client gets a 401 without reaching the server;
 * - `delay`: the answer arrives after a few milliseconds (lets other work interleave).
 */
export type Fault =
  | "none"
  | "fail-before"
  | "drop-response"
  | "status-503"
  | "partial-503"
  | "duplicate"
  | "concurrent"
  | "status-401"
  | "delay";

export interface RequestInfo {
  path: string;
  method: string;
  body: string | undefined;
}

export interface FaultyFetch {
  fetch: FetchLike;
  /** Faults for the next requests, used before `decide`. */
  plan(...faults: Fault[]): void;
  /** Picks a fault per request when nothing is planned (default: none). */
  decide: (request: RequestInfo) => Fault;
  /** Every request seen, with the fault it got (and, when `keepAnswers`, the answer's text). */
  log: (RequestInfo & { fault: Fault; answer?: string })[];
  keepAnswers: boolean;
  /** Runs before each request reaches the server (e.g. revoke a token, make a local change). */
  beforeSend: (request: RequestInfo) => Promise<void> | void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function status(code: number, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status: code,
    headers: { "Content-Type": "application/json" },
  });
}

export function createFaultyFetch(
  server: FetchLike,
  options: { delayMs?: () => number } = {},
): FaultyFetch {
  const planned: Fault[] = [];
  const delayMs = options.delayMs ?? (() => 5);
  const faulty: FaultyFetch = {
    log: [],
    decide: () => "none",
    keepAnswers: false,
    beforeSend: () => undefined,
    plan: (...faults) => planned.push(...faults),
    fetch: async (input, init) => {
      const path = input.replace(/^https?:\/\/[^/]+/, "");
      const info: RequestInfo = {
        path,
        method: init?.method ?? "GET",
        body: typeof init?.body === "string" ? init.body : undefined,
      };
      const fault = planned.shift() ?? faulty.decide(info);
      const entry: RequestInfo & { fault: Fault; answer?: string } = { ...info, fault };
      faulty.log.push(entry);
      await faulty.beforeSend(info);
      const send = async (body = info.body) => {
        const response = await server(input, { ...init, body, signal: undefined });
        if (faulty.keepAnswers)
          entry.answer = `${entry.answer ?? ""}${await response.clone().text()}`;
        return response;
      };
      switch (fault) {
        case "fail-before":
          throw new TypeError("Failed to fetch (injected)");
        case "drop-response":
          await send();
          throw new TypeError("Failed to fetch (injected after the server answered)");
        case "status-503":
          return status(503, "Service unavailable (injected)");
        case "partial-503": {
          if (path.startsWith("/api/sync/push") && info.body) {
            const request = JSON.parse(info.body) as { mutations: unknown[] };
            const half = request.mutations.slice(0, Math.ceil(request.mutations.length / 2));
            await send(JSON.stringify({ ...request, mutations: half }));
          }
          return status(503, "Service unavailable (injected mid-batch)");
        }
        case "duplicate":
          await send();
          return send();
        case "concurrent": {
          const [first] = await Promise.all([send(), send()]);
          return first;
        }
        case "status-401":
          return status(401, "Not signed in (injected)");
        case "delay":
          await sleep(delayMs());
          return send();
        default:
          return send();
      }
    },
  };
  return faulty;
}
