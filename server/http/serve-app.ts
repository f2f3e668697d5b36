import type { Server } from "node:http";
import type { Socket } from "node:net";
import { serve } from "@hono/node-server";
import { R, type ReasonCode, reasonEnglish } from "#domain/reasons.ts";

/** Node's default; named so the 431 below is a documented choice, not an accident. */
export const MAX_HEADER_BYTES = 16 * 1024;

const PARSER_ANSWERS: Record<string, { status: string; code: ReasonCode }> = {
  HPE_HEADER_OVERFLOW: { status: "431 Request Header Fields Too Large", code: R.headers_too_large },
  ERR_HTTP_REQUEST_TIMEOUT: { status: "408 Request Timeout", code: R.invalid_input },
};

/**
 * Requests Node refuses before Hono sees them (headers too large, unparsable HTTP) get the same
 * `{ code, message }` as every other error instead of Node's empty 431/400, and say
 * `Connection: close`, because the socket is closed right after: the parser cannot resync.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy(); // a response was already under way: nothing sensible can be written
    return;
  }
  const answer = PARSER_ANSWERS[error.code ?? ""] ?? {
    status: "400 Bad Request",
    code: R.invalid_input,
  };
  const body = JSON.stringify({ code: answer.code, message: reasonEnglish(answer.code) });
  socket.end(
    [
      `HTTP/1.1 ${answer.status}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}

/** The HTTP server for the app, with our header limit and our answers to malformed requests. */
export function serveApp(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: { port: number; hostname: string },
  onListen?: (info: { port: number }) => void,
): Server {
  const server = serve(
    { fetch, ...options, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
    onListen,
  ) as Server;
  server.on("clientError", answerClientError);
  // Node closes an idle keep-alive connection after 5 s; a client that sends its next request on
  // that socket at the same moment gets ECONNRESET. Keep idle connections well past what clients
  // and proxies reuse them for (65 s, above the common 60 s), headers timeout just above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
