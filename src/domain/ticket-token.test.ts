import { describe, expect, it } from "vitest";
import {
  formatTicketToken,
  fromBase64Url,
  parseTicketToken,
  TICKET_TOKEN_VERSION,
  ticketMessage,
  ticketRef,
  toBase64Url,
} from "./ticket-token.ts";

const subject = {
  registrationId: "0197aaaa-0000-7000-8000-00000000a001",
  experienceId: "0197aaaa-0000-7000-8000-0000000000e1",
};

/**
 * A real Ed25519 key pair through WebCrypto, the API the door device verifies with. (The domain
 * folder may not import `node:` modules, tests included: scripts/check-imports.ts.)
 */
async function signedToken() {
  const keys = (await crypto.subtle.generateKey({ name: "Ed25519" }, false, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const message = new TextEncoder().encode(ticketMessage(subject));
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: "Ed25519" }, keys.privateKey, message),
  );
  return { keys, signature, token: formatTicketToken(subject, signature) };
}

const verify = (key: CryptoKey, signature: Uint8Array, message: string) =>
  crypto.subtle.verify(
    { name: "Ed25519" },
    key,
    signature as Uint8Array<ArrayBuffer>,
    new TextEncoder().encode(message),
  );

describe("ticket token", () => {
  it("is cw1.<registrationId>.<experienceId>.<base64url signature>", async () => {
    const { token, signature } = await signedToken();
    expect(TICKET_TOKEN_VERSION).toBe("cw1");
    const [version, reg, exp, sig, ...rest] = token.split(".");
    expect([version, reg, exp, rest]).toEqual([
      "cw1",
      subject.registrationId,
      subject.experienceId,
      [],
    ]);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{86}$/); // 64 bytes, no padding
    expect(fromBase64Url(sig ?? "")).toEqual(signature);
  });

  it("parses back to the signed message and a signature that verifies", async () => {
    const { token, keys, signature } = await signedToken();
    const parsed = parseTicketToken(`  ${token}\n`);
    expect(parsed).toMatchObject({ ...subject, message: ticketMessage(subject) });
    expect(parsed?.signature).toEqual(signature);
    if (!parsed) throw new Error("parsed");
    expect(await verify(keys.publicKey, parsed.signature, parsed.message)).toBe(true);
    // The signature binds the ids: another registration's message does not verify.
    const other = ticketMessage({
      ...subject,
      registrationId: "0197aaaa-0000-7000-8000-00000000a002",
    });
    expect(await verify(keys.publicKey, parsed.signature, other)).toBe(false);
  });

  it("rejects what is not a ticket of this version", async () => {
    const { token } = await signedToken();
    const sig = token.split(".")[3] ?? "";
    for (const text of [
      "",
      "hello world",
      `cw1.${subject.registrationId}.${subject.experienceId}`,
      `${token}.extra`,
      `cw2.${subject.registrationId}.${subject.experienceId}.${sig}`,
      `CW1.${subject.registrationId}.${subject.experienceId}.${sig}`,
      `cw1.${subject.registrationId}.${subject.experienceId}.${sig.slice(0, 40)}`,
      `cw1.${subject.registrationId}.${subject.experienceId}.${toBase64Url(new Uint8Array(65))}`,
      `cw1.${subject.registrationId}.${subject.experienceId}.${sig.slice(0, 80)}+/==`,
      `cw1.reg id.${subject.experienceId}.${sig}`,
      `cw1..${subject.experienceId}.${sig}`,
      `cw1.${"a".repeat(65)}.${subject.experienceId}.${sig}`,
    ]) {
      expect(parseTicketToken(text), text).toBeNull();
    }
  });

  it("round-trips any bytes through base64url without padding", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = toBase64Url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect(fromBase64Url(text)).toEqual(bytes);
    expect(fromBase64Url("!!!")).toBeNull();
  });
});

describe("ticketRef", () => {
  it("is the registration id's last 8 characters without dashes, upper case", () => {
    expect(ticketRef("0197aaaa-0000-7000-8000-00000000a0f1")).toBe("0000A0F1");
    expect(ticketRef("0197aaaa-0000-7000-8000-0000abcdef12")).toBe("ABCDEF12");
    expect(ticketRef("ab-c")).toBe("ABC");
  });
});
