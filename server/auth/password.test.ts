import { describe, expect, it } from "vitest";
import { createPasswordHasher, OWASP_SCRYPT, TEST_SCRYPT } from "./password.ts";

describe("password hashing", () => {
  it("uses the OWASP parameters and a self-describing format by default", async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash("correct horse");
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await hasher.verify("correct horse", stored)).toBe(true);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it("verifies right and wrong passwords; salts differ", async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const a = await hasher.hash("secret-1");
    const b = await hasher.hash("secret-1");
    expect(a).not.toBe(b);
    expect(await hasher.verify("secret-1", a)).toBe(true);
    expect(await hasher.verify("secret-2", a)).toBe(false);
    expect(await hasher.verifyDummy("secret-1")).toBe(false);
  });

  it("verifies with the parameters stored in the hash and flags old ones for rehash", async () => {
    const old = await createPasswordHasher(TEST_SCRYPT).hash("pw-123456");
    const current = createPasswordHasher({ ...TEST_SCRYPT, N: 2 ** 11 });
    expect(await current.verify("pw-123456", old)).toBe(true);
    expect(current.needsRehash(old)).toBe(true);
    expect(createPasswordHasher(OWASP_SCRYPT).needsRehash("plain-text")).toBe(true);
  });

  it("rejects malformed or tampered hashes instead of throwing", async () => {
    const hasher = createPasswordHasher(TEST_SCRYPT);
    const stored = await hasher.hash("pw-123456");
    const parts = stored.split("$");
    expect(await hasher.verify("pw-123456", "")).toBe(false);
    expect(await hasher.verify("pw-123456", "pw-123456")).toBe(false);
    expect(
      await hasher.verify("pw-123456", ["scrypt", 2 ** 30, 8, 1, parts[4], parts[5]].join("$")),
    ).toBe(false);
    expect(await hasher.verify("pw-123456", [...parts.slice(0, 5), "AAAA"].join("$"))).toBe(false);
  });
});
