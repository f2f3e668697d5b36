import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service for the sender's tests (docs/calendar-feed.md, "The sender"): a
 * node:http server on 127.0.0.1 that records each request and answers the status a test sets
 * per path, and a browser's side of a subscription (a P-256 key pair and an auth secret) that
 * decrypts the RFC 8291 aes128gcm body with node:crypto alone, independent of `web-push`.
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number | "hang">();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = statuses.get(path) ?? 201;
      if (status === "hang") return; // never answers: the sender's time limit ends it
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The answer for requests to `path` from now on (201 by default). */
    answer: (path: string, status: number | "hang") => statuses.set(path, status),
    /** TEST-ONLY sender option: this endpoint, and nothing else, passes the SSRF guard. */
    allow: (endpoint: string) => endpoint.startsWith(`${origin}/`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription keys, and the decryption its push event would do. */
export function fakeBrowser() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys(); // uncompressed, 65 bytes
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    /** RFC 8291 §3.4 + RFC 8188: the plaintext of one aes128gcm record. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const ecdhSecret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
      const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record (delimiter 0x02 missing)");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
