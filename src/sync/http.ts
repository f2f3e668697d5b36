import * as v from "valibot";
import {
  CLIENT_OUTDATED_STATUS,
  clientOutdatedSchema,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
} from "#domain/sync-protocol.ts";

/**
 * The one place the client talks HTTP. Screens never call it directly: feature data modules and
 * the sync engine do. An error's message is "status: body text".
 */

export class ApiError extends Error {
  readonly status: number;
  /** The server's `{ message }` when it sent one, else null. */
  readonly serverMessage: string | null;
  readonly retryAfterSeconds: number | null;
  /** The parsed JSON body when there was one (e.g. `{ message, errors }` of a 400), else null. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    serverMessage: string | null,
    retryAfter: number | null,
    body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfter;
    this.body = body;
  }
}

/**
 * The server no longer serves this build's sync protocol (426 `client_outdated`): only a newer
 * version of the app can sync again. An ApiError, so code that knows only ApiError still sees a
 * refused request.
 */
export class ClientOutdatedError extends ApiError {
  constructor(message: string, serverMessage: string | null, body: unknown) {
    super(CLIENT_OUTDATED_STATUS, message, serverMessage, null, body);
    this.name = "ClientOutdatedError";
  }
}

/** Sync requests carry the protocol version; the REST API is not versioned by it. */
const isSyncPath = (path: string) => path.startsWith("/api/sync/");

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

let fetchImpl: FetchLike = (input, init) => fetch(input, init);
let baseUrl = "";

/** Tests point the client at an in-process server or a fault-injecting fetch. */
export function configureHttp(options: { fetch?: FetchLike; baseUrl?: string }): void {
  if (options.fetch) fetchImpl = options.fetch;
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return sendRequest<T>(fetchImpl, baseUrl, path, request);
}

/** An `apiFetch` bound to its own fetch (one per sync engine; tests run several side by side). */
export type ApiFetch = <T>(path: string, request?: ApiRequest) => Promise<T>;

/**
 * A client with its own fetch and base URL. Without options it follows `configureHttp` (the
 * app's default client); the sync engine, the service worker and tests pass their own.
 */
export function createApiClient(options: { fetch?: FetchLike; baseUrl?: string } = {}): ApiFetch {
  // Once the server has called this build outdated, every further sync request would be refused
  // the same way: answer it here, so neither the engine's retries nor its triggers (online,
  // visible, a local change) reach the server again. Only a reload, with newer code, clears it.
  let outdated: ClientOutdatedError | null = null;
  return async <T>(path: string, request: ApiRequest = {}) => {
    const sync = isSyncPath(path);
    if (sync && outdated) throw outdated;
    try {
      return await sendRequest<T>(
        options.fetch ?? fetchImpl,
        options.baseUrl ?? baseUrl,
        path,
        request,
      );
    } catch (error) {
      if (sync && error instanceof ClientOutdatedError) outdated = error;
      throw error;
    }
  };
}

async function sendRequest<T>(
  send: FetchLike,
  base: string,
  path: string,
  request: ApiRequest,
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (isSyncPath(path)) headers[SYNC_PROTOCOL_HEADER] = String(SYNC_PROTOCOL_VERSION);
  const response = await send(`${base}${path}`, {
    method: request.method ?? (request.body === undefined ? "GET" : "POST"),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    credentials: "same-origin",
    signal: request.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    let serverMessage: string | null = null;
    let body: unknown = null;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      body = parsed;
      if (typeof parsed.message === "string") serverMessage = parsed.message;
    } catch {
      // Not JSON: the raw text stands in the message below.
    }
    const message = `${response.status}: ${text || response.statusText}`;
    if (response.status === CLIENT_OUTDATED_STATUS && v.is(clientOutdatedSchema, body)) {
      throw new ClientOutdatedError(message, serverMessage, body);
    }
    const retry = Number(response.headers.get("Retry-After"));
    throw new ApiError(
      response.status,
      message,
      serverMessage,
      Number.isFinite(retry) && retry > 0 ? retry : null,
      body,
    );
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** True when the failure means "no connection" rather than an answer from the server. */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name === "AbortError")
  );
}
