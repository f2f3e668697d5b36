import type { MiddlewareHandler } from "hono";
import { compressBody, isCompressible, MIN_COMPRESS_BYTES } from "./compress.ts";
import { negotiateEncoding } from "./negotiate.ts";
import { isPrepared } from "./prepared-mark.ts";

const isEventStream = (type: string | null) => !!type && /^text\/event-stream/i.test(type);

/** `"hash"` → `"hash-br"`: each encoding of a body is its own representation (etags.ts). */
const SUFFIX = { br: "-br", gzip: "-gz" } as const;

/**
 * Compresses JSON answers of /api made per request (a signed-in pull page, an export) with the
 * client's preferred br or gzip, above MIN_COMPRESS_BYTES, adding `Vary: Accept-Encoding`.
 * Never a HEAD, a 204/304, an already encoded or a prepared answer (those have their copies),
 * nor a `text/event-stream`: it never ends, so reading it whole would hold every poke back
 * (docs/decisions/0022-live-pokes.md).
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const { status, headers } = res;
    if (isPrepared(res) || c.req.method === "HEAD" || status === 204 || status === 304) return;
    const type = headers.get("content-type");
    if (headers.has("content-encoding") || !isCompressible(type) || isEventStream(type)) return;
    const length = headers.get("content-length");
    if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const out = new Headers(headers);
    let sent: Uint8Array<ArrayBuffer> = body;
    if (body.byteLength >= MIN_COMPRESS_BYTES) {
      out.append("vary", "Accept-Encoding");
      const encoding = negotiateEncoding(c.req.header("accept-encoding"));
      const copy = encoding === "br" || encoding === "gzip" ? compressBody(body, encoding) : null;
      if (copy && (encoding === "br" || encoding === "gzip")) {
        sent = copy;
        out.set("content-encoding", encoding);
        const etag = headers.get("etag");
        if (etag?.endsWith('"')) out.set("etag", `${etag.slice(0, -1)}${SUFFIX[encoding]}"`);
      }
    }
    out.set("content-length", String(sent.byteLength));
    c.res = undefined;
    c.res = new Response(sent, { status, headers: out });
  };
}
