import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoding } from "./negotiate.ts";

/** Below this a compressed answer saves less than a packet and costs CPU on both sides. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/i;

/** Whether a Content-Type is text-like (worth compressing); images and fonts are not. */
export function isCompressible(type: string | null | undefined): boolean {
  return !!type && COMPRESSIBLE.test(type);
}

/**
 * Compresses an answer made at run time. Brotli quality 5 and gzip level 6 are the usual
 * speed/size points for dynamic content (a 46 KB JSON list takes about a millisecond); built
 * files are compressed once at quality 11 by scripts/vite-precompress.ts instead. Synchronous on
 * purpose: API answers are small, and the thread pool round trip costs more than the work.
 * Returns null when the result is not smaller.
 */
export function compressBody(
  body: Uint8Array<ArrayBuffer>,
  encoding: Exclude<Encoding, "identity">,
) {
  const out =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: 6 });
  return out.byteLength < body.byteLength ? out : null;
}
