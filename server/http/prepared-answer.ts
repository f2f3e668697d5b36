import type { Context } from "hono";
import { compressBody, isCompressible, MIN_COMPRESS_BYTES } from "./compress.ts";
import { contentHash, etagFor, ifNoneMatchHits } from "./etags.ts";
import { type Encoding, negotiateEncoding } from "./negotiate.ts";
import { markPrepared } from "./prepared-mark.ts";
import { SECURITY_HEADERS, WORKER_CONTENT_SECURITY_POLICY } from "./security-headers.ts";

const COMPRESSED = ["br", "gzip"] as const;

export interface PreparedInit {
  type: string;
  cacheControl: string;
  lastModified?: Date;
  /** Compressed copies made at build time (static files); they are used as they are. */
  precompressed?: Partial<Record<"br" | "gzip", Uint8Array<ArrayBuffer>>>;
  /** Compress on first use when no copy was given (API snapshots; never for static files). */
  compressOnDemand?: boolean;
  /** The service worker script gets its own CSP (security-headers.ts). */
  workerScript?: boolean;
  /** A page's own CSP (a prerendered page allows its boot script: prerendered-pages.ts). */
  contentSecurityPolicy?: string;
  /** Request headers besides Accept-Encoding that select this answer (e.g. Authorization). */
  varyAlso?: string;
}

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  notModified: Record<string, string>;
}

/** One request as a prepared answer needs it; the fast lane and Hono routes both make one. */
export interface AnswerRequest {
  method: string;
  header(name: string): string | null | undefined;
}

/** A Hono request as a prepared answer reads it (a route that serves one outside the fast lane). */
export function answerRequestOf(c: Context): AnswerRequest {
  return { method: c.req.method, header: (name) => c.req.header(name) };
}

/**
 * A body whose answer is worked out once: its ETag, its compressed copies and the complete
 * header set of each (security headers included), so answering is a lookup plus one Response.
 * The headers are a plain object: @hono/node-server writes those without building a Headers.
 */
export interface PreparedAnswer {
  readonly hash: string;
  readonly bytes: number;
  answer(request: AnswerRequest): Response;
  /**
   * Makes the copy for `encoding` now if it is one made on demand and not made yet: an answer
   * built ahead of its request (public-snapshots.ts) then compresses nothing on that request.
   */
  precompress(encoding: (typeof COMPRESSED)[number]): void;
}

export function prepareAnswer(
  content: string | Uint8Array<ArrayBuffer>,
  init: PreparedInit,
): PreparedAnswer {
  const body = typeof content === "string" ? Buffer.from(content) : content;
  const hash = contentHash(body);
  const varies = isCompressible(init.type) && body.byteLength >= MIN_COMPRESS_BYTES;
  const vary = [varies ? "Accept-Encoding" : "", init.varyAlso ?? ""].filter(Boolean).join(", ");
  const lastModified = init.lastModified?.toUTCString();
  const modifiedSeconds = init.lastModified ? Math.floor(init.lastModified.getTime() / 1000) : 0;
  const common: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...(init.workerScript ? { "content-security-policy": WORKER_CONTENT_SECURITY_POLICY } : {}),
    ...(init.contentSecurityPolicy
      ? { "content-security-policy": init.contentSecurityPolicy }
      : {}),
    "cache-control": init.cacheControl,
    ...(vary ? { vary } : {}),
    ...(lastModified ? { "last-modified": lastModified } : {}),
  };
  const variant = (encoding: Encoding, bytes: Uint8Array<ArrayBuffer>): Variant => {
    const etag = etagFor(hash, encoding);
    return {
      body: bytes,
      headers: {
        ...common,
        "content-type": init.type,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": String(bytes.byteLength),
        etag,
      },
      notModified: { ...common, etag },
    };
  };
  const identity = variant("identity", body);
  // null: tried, not worth it (too small, or not smaller); undefined: not made yet.
  const made: Partial<Record<Encoding, Variant | null>> = { identity };
  for (const encoding of COMPRESSED) {
    const copy = init.precompressed?.[encoding];
    if (!varies) made[encoding] = null;
    else if (copy)
      made[encoding] = copy.byteLength < body.byteLength ? variant(encoding, copy) : null;
    else if (!init.compressOnDemand) made[encoding] = null;
  }
  const pick = (encoding: Encoding): Variant => {
    if (made[encoding] === undefined && encoding !== "identity") {
      const copy = compressBody(body, encoding);
      made[encoding] = copy ? variant(encoding, copy) : null;
    }
    return made[encoding] ?? identity;
  };

  return {
    hash,
    bytes: body.byteLength,
    answer(request) {
      // A body with no compressed copies (too small, not text) needs no negotiation at all.
      const offered = varies ? COMPRESSED.filter((encoding) => made[encoding] !== null) : [];
      const chosen = offered.length
        ? pick(negotiateEncoding(request.header("accept-encoding"), offered) ?? "identity")
        : identity;
      const ifNoneMatch = request.header("if-none-match");
      const ifModifiedSince =
        ifNoneMatch || !lastModified ? null : request.header("if-modified-since");
      const fresh = ifNoneMatch
        ? ifNoneMatchHits(ifNoneMatch, hash)
        : !!ifModifiedSince &&
          !!lastModified &&
          Date.parse(ifModifiedSince) / 1000 >= modifiedSeconds;
      const res = fresh
        ? new Response(null, { status: 304, headers: chosen.notModified })
        : new Response(request.method === "HEAD" ? null : chosen.body, {
            status: 200,
            headers: chosen.headers,
          });
      return markPrepared(res);
    },
    precompress(encoding) {
      pick(encoding);
    },
  };
}
