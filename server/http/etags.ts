import { createHash } from "node:crypto";
import type { Encoding } from "./negotiate.ts";

/** A content hash for an ETag: computed once per body, so SHA-1's speed matters more than its age. */
export function contentHash(body: string | Uint8Array): string {
  return createHash("sha1").update(body).digest("base64url");
}

const SUFFIX: Record<Encoding, string> = { identity: "", br: "-br", gzip: "-gz" };

/**
 * The ETag of one encoding of a body. Each encoding is its own representation with its own
 * bytes, so each gets its own strong tag (as Apache's `-gzip` suffix): a cache never mixes them.
 */
export function etagFor(hash: string, encoding: Encoding): string {
  return `"${hash}${SUFFIX[encoding]}"`;
}

/**
 * Whether `If-None-Match` names any encoding of the body with `hash` (weak comparison,
 * RFC 9110 §13.1.2). A client holding the brotli copy that now asks for gzip still holds a valid
 * copy of the same content, so a 304 tells it the truth.
 */
export function ifNoneMatchHits(header: string | null | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    let tag = raw.trim();
    if (tag.startsWith("W/")) tag = tag.slice(2);
    if (!tag.startsWith('"') || !tag.endsWith('"')) continue;
    tag = tag.slice(1, -1);
    if (tag.endsWith("-br")) tag = tag.slice(0, -3);
    else if (tag.endsWith("-gz")) tag = tag.slice(0, -3);
    if (tag === hash) return true;
  }
  return false;
}
