/**
 * Ed25519 signature check for ticket tokens (src/domain/ticket-token.ts): WebCrypto where the
 * browser has Ed25519 (Chromium 137+, Firefox 129+, Safari 17+), else `@noble/ed25519`, loaded
 * only then. Verifying needs the server's public key alone, so a door device holds no secret.
 */

/** Imported keys by WebCrypto instance and key bytes: a door verifies one key many times. */
const imported = new WeakMap<SubtleCrypto, Map<string, Promise<CryptoKey>>>();

function importKey(subtle: SubtleCrypto, publicKey: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const cache = imported.get(subtle) ?? new Map<string, Promise<CryptoKey>>();
  imported.set(subtle, cache);
  const id = publicKey.join(",");
  let key = cache.get(id);
  if (!key) {
    key = subtle.importKey("raw", publicKey, { name: "Ed25519" }, false, ["verify"]);
    cache.set(id, key);
    key.catch(() => cache.delete(id));
  }
  return key;
}

/** The browser does not know the algorithm (as opposed to a malformed key or signature). */
function isUnsupported(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === "NotSupportedError") ||
    (error instanceof Error && error.name === "NotSupportedError")
  );
}

/** A copy on its own ArrayBuffer, as WebCrypto's BufferSource wants it. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

/**
 * True when `signature` is `publicKey`'s Ed25519 signature of `message`. False for a wrong or
 * malformed signature or key; never throws for bad input. `subtle` is injectable so tests can
 * take the fallback path.
 */
export async function verifyEd25519(
  publicKey: Uint8Array,
  signature: Uint8Array,
  message: Uint8Array,
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    if (!subtle) throw new DOMException("No WebCrypto here", "NotSupportedError");
    const key = await importKey(subtle, own(publicKey));
    return await subtle.verify({ name: "Ed25519" }, key, own(signature), own(message));
  } catch (error) {
    if (!isUnsupported(error)) return false;
    const { verifyAsync } = await import("@noble/ed25519");
    return verifyAsync(signature, message, publicKey).catch(() => false);
  }
}
