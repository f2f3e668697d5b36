// @vitest-environment happy-dom
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { qrPixels } from "../testing/qr-pixels.ts";
import { decodeQrFromImage } from "./qr-decoder.ts";

// The page serves the wasm from our own origin (a Vite `?url` asset). Here a stubbed fetch serves
// the installed file at that address, and records what the decoder asked for.
const WASM_URL = "http://door.test/assets/zxing_reader-test.wasm";
vi.mock("zxing-wasm/reader/zxing_reader.wasm?url", () => ({
  default: "http://door.test/assets/zxing_reader-test.wasm",
}));
const requested: string[] = [];
vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
  const url = String(input instanceof Request ? input.url : input);
  requested.push(url);
  if (url !== WASM_URL) return new Response("not found", { status: 404 });
  const file = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
  return new Response(await readFile(file), { headers: { "Content-Type": "application/wasm" } });
});

// A browser compiles the wasm while it downloads (instantiateStreaming). Node's takes only Node's
// own Response, and happy-dom replaces the global one, so here it compiles the downloaded bytes:
// the decoder still takes its streaming path, without the warning of a failed one.
vi.spyOn(WebAssembly, "instantiateStreaming").mockImplementation(async (source, imports) =>
  WebAssembly.instantiate(await (await source).arrayBuffer(), imports),
);

const TOKEN = `cw1.0197aaaa-0000-7000-8000-00000000a001.0197aaaa-0000-7000-8000-0000000000e1.${"A".repeat(86)}`;

describe("decodeQrFromImage", () => {
  it("reads a ticket's QR text from camera pixels, with the wasm from our own origin", async () => {
    expect(await decodeQrFromImage(qrPixels(TOKEN))).toBe(TOKEN);
    expect([...new Set(requested)]).toEqual([WASM_URL]);
  });

  it("answers null for a picture with no code", async () => {
    const blank = qrPixels("x");
    blank.data.fill(255);
    expect(await decodeQrFromImage(blank)).toBeNull();
  });
});
