import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "../app.ts";
import { createTestApp, json, type TestApp } from "../testing/test-app.ts";
import { serveApp } from "./serve-app.ts";

// JSON only, and every error, even those Node answers itself, is { code, message }.

let t: TestApp;
let server: Server;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  server = serveApp(t.app.fetch, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over a real socket (fetch would hide Connection headers and refuse big ones). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("JSON routes take application/json only", () => {
  it.each([
    ["/api/auth/login", "text/plain", '{"username":"demo-individual","password":"x"}'],
    ["/api/auth/signup", "application/x-www-form-urlencoded", "username=a&password=b"],
    ["/api/newsletter/subscribe", "multipart/form-data; boundary=x", "--x--"],
    ["/api/contact", "text/plain;charset=UTF-8", '{"name":"a"}'],
  ])("%s as %s answers 415 { code, message }", async (path, type, body) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });
    expect(res.status).toBe(415);
    expect(await json(res)).toEqual({
      code: "json_content_type_required",
      message: "Send the request body as JSON (Content-Type: application/json)",
    });
  });

  it("takes application/json with a charset, and a body-less POST without a type", async () => {
    const res = await t.post(
      "/api/auth/login",
      { username: "nobody", password: "x" },
      {
        "content-type": "application/json; charset=utf-8",
      },
    );
    expect(res.status).toBe(401);
    const bare = await t.app.request("/api/auth/logout", { method: "POST" });
    expect(bare.status).toBe(401); // reached the guard: no 415 for an empty body
  });

  it("answers a malformed JSON body with 400 { code, message }", async () => {
    const res = await t.post("/api/auth/login", "{not json");
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: "invalid_json",
      message: "Request body must be valid JSON",
    });
  });
});

describe("errors answered on a real socket", () => {
  it("answers a too-large body with 413 { code, message } and Connection: close", async () => {
    const body = JSON.stringify({ username: "x".repeat(MAX_JSON_BODY_BYTES), password: "y" });
    const res = await send(
      "POST",
      "/api/auth/login",
      {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        connection: "keep-alive",
      },
      body,
    );
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual({
      code: "body_too_large",
      message: "Request body is too large",
    });
  });

  it("answers headers over 16 KB with 431 { code, message } and Connection: close", async () => {
    const res = await send("GET", "/api/health", { "x-padding": "p".repeat(20 * 1024) });
    expect(res.status).toBe(431);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual({
      code: "headers_too_large",
      message: "Request headers are too large",
    });
    expect((await send("GET", "/api/health", {})).status).toBe(200); // the server is fine
  });
});
