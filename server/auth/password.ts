import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { createSemaphore } from "./semaphore.ts";

/**
 * Password hashing with scrypt. The stored string names its parameters
 * (`scrypt$N$r$p$salt$hash`, base64url), so parameters can be raised later without breaking
 * existing hashes: verification always uses the parameters written in the hash.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (≈128 MiB per hash). */
export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** Cheap parameters for tests only. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this, so a tampered row cannot make us allocate gigabytes. */
const MAX_N = 2 ** 20;
const PREFIX = "scrypt";

// At most two hashes at once for the whole process: each needs ~128 MiB, and a burst of sign-ins
// must queue rather than exhaust memory or the libuv thread pool.
const hashSlots = createSemaphore(2);

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // Node's default maxmem (32 MiB) is below what N=2^17 needs (128 * N * r bytes).
    maxmem: 128 * params.N * params.r * params.p + 32 * 1024 * 1024,
  };
  return hashSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > MAX_N || !Number.isInteger(Math.log2(N)) || r > 32 || p > 16) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const key = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length < SALT_LENGTH || key.length !== KEY_LENGTH) return null;
  return { params: { N, r, p }, salt, key };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verify; used when the user does not exist. */
  verifyDummy(password: string): Promise<false>;
  /** True when the stored hash uses other parameters than the current ones. */
  needsRehash(stored: string): boolean;
}

export function createPasswordHasher(params: ScryptParams = OWASP_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, params);
    const encoded = [params.N, params.r, params.p, salt.toString("base64url")];
    return [PREFIX, ...encoded, key.toString("base64url")].join("$");
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params);
    return timingSafeEqual(key, parsed.key);
  }

  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummy ??= hash("dummy password that never matches");
      await verify(password, await dummy);
      return false;
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      if (!parsed) return true;
      const { N, r, p } = parsed.params;
      return N !== params.N || r !== params.r || p !== params.p;
    },
  };
}
