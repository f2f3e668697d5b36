import type { FetchLike } from "./http.ts";
import { createSseParser, type ServerSentEvent } from "./sse-parser.ts";

/**
 * One live connection to `GET /api/events` (docs/decisions/0022-live-pokes.md), read with
 * `fetch` and a streaming body so the bearer token goes in a header, never in the URL. It
 * carries no data, only pokes: "stream S moved to cursor N" (`moved`), and on connecting the
 * head of each stream the caller may see (`heads`).
 */

export type LiveStreamName = "public" | "own";

export interface Poke {
  stream: LiveStreamName;
  cursor: number;
}

/** How a connection ended without a network error (those are thrown). */
export type StreamEnd =
  | { kind: "ended" }
  | { kind: "refused"; status: number; retryAfterSeconds: number | null };

export interface EventStreamOptions {
  fetch: FetchLike;
  url: string;
  token: string | null;
  signal: AbortSignal;
  /** The server accepted the connection. */
  onOpen: () => void;
  /** Anything arrived, a keep-alive comment included. */
  onActivity: () => void;
  onPokes: (pokes: Poke[]) => void;
}

const isStream = (value: unknown): value is LiveStreamName => value === "public" || value === "own";
const isCursor = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The pokes of one event; an event of another name, or malformed, holds none. */
export function pokesOf(event: ServerSentEvent): Poke[] {
  let body: unknown;
  try {
    body = JSON.parse(event.data);
  } catch {
    return [];
  }
  if (typeof body !== "object" || body === null) return [];
  const fields = body as Record<string, unknown>;
  if (event.event === "moved") {
    return isStream(fields.stream) && isCursor(fields.cursor)
      ? [{ stream: fields.stream, cursor: fields.cursor }]
      : [];
  }
  if (event.event === "heads") {
    const heads: Poke[] = [];
    for (const stream of ["own", "public"] as const) {
      const cursor = fields[stream];
      if (isCursor(cursor)) heads.push({ stream, cursor });
    }
    return heads;
  }
  return [];
}

/** Reads the stream until the server ends it (or refuses it); network errors and aborts throw. */
export async function readEventStream(options: EventStreamOptions): Promise<StreamEnd> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await options.fetch(options.url, {
    headers,
    cache: "no-store",
    credentials: "same-origin",
    signal: options.signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    const retry = Number(response.headers.get("Retry-After"));
    return {
      kind: "refused",
      status: response.status,
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : null,
    };
  }
  options.onOpen();
  const parser = createSseParser((event) => {
    const pokes = pokesOf(event);
    if (pokes.length > 0) options.onPokes(pokes);
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      options.onActivity();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
  return { kind: "ended" };
}
