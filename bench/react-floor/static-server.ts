import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { staticFiles } from "../../server/http/static-files.ts";

/**
 * Serves the React floor's build on a free local port with the app's own static-file handler
 * (the same precompressed copies, ETags and headers as dist/), so the anchor and the app meet
 * the same server.
 */
export async function serveStatic(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const files = staticFiles(root);
  const server = serve({
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      const answer = files(path, { method: request.method, header: (n) => request.headers.get(n) });
      return answer ?? new Response("not found", { status: 404 });
    },
    port: 0,
    hostname: "127.0.0.1",
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
